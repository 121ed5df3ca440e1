import { PageFrame } from '@arena/remote-kit';

export function StaticPage() {
  return <PageFrame />;
}
