import { PageFrame } from '@arena/remote-kit';

export function SessionHistoryPage() {
  return <PageFrame />;
}
