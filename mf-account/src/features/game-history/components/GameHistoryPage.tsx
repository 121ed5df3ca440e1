import { PageFrame } from '@arena/remote-kit';

export function GameHistoryPage() {
  return <PageFrame />;
}
