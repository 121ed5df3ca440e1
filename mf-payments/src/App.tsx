import { RemotePages } from '@arena/remote-kit';
import { DepositPage } from './features/deposit/components/DepositPage';
import { WithdrawPage } from './features/withdraw/components/WithdrawPage';

const pages = {
  deposit: DepositPage,
  withdraw: WithdrawPage,
};

export function App() {
  return <RemotePages remote="payments" pages={pages} />;
}
