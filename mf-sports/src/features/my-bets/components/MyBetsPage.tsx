import { PageFrame } from '@arena/remote-kit';

export function MyBetsPage() {
  return <PageFrame />;
}
