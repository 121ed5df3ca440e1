export { LoadFailed } from './components/LoadFailed';
