import { defineRemote } from '@arena/remote-kit';
import { DepositDialog, DepositPage, DepositSheet } from './features/deposit';
import { WithdrawDialog, WithdrawPage } from './features/withdraw';

export default defineRemote(
  'payments',
  { deposit: DepositPage, withdraw: WithdrawPage },
  { deposit: DepositDialog, withdraw: WithdrawDialog, depositSheet: DepositSheet },
);
