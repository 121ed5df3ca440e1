export { SaferGamblingPanel } from './components/SaferGamblingPanel';
