import { PageFrame } from '@arena/remote-kit';

export function WithdrawPage() {
  return <PageFrame />;
}
