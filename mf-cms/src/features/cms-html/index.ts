export { CmsHtml } from './components/CmsHtml';
