export { WithdrawDialog, WithdrawPage } from './components/WithdrawScreens';
