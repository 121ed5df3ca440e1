import { PageFrame } from '@arena/remote-kit';

export function DepositPage() {
  return <PageFrame />;
}
