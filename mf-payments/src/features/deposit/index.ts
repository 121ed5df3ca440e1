export { DepositDialog, DepositPage, DepositSheet } from './components/DepositScreens';
