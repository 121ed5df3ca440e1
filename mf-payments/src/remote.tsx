import { defineRemote } from '@arena/remote-kit';
import { DepositPage } from './features/deposit/components/DepositPage';
import { WithdrawPage } from './features/withdraw/components/WithdrawPage';

export default defineRemote('payments', {
  deposit: DepositPage,
  withdraw: WithdrawPage,
});
