import { PageFrame } from '@arena/remote-kit';

export function StatementPage() {
  return <PageFrame />;
}
