export { LinkedAccounts } from './components/LinkedAccounts';
