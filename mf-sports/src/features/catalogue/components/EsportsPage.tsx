import { PageFrame } from '@arena/remote-kit';

export function EsportsPage() {
  return <PageFrame />;
}
