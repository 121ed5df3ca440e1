import { PageFrame } from '@arena/remote-kit';

export function SportsBetsPage() {
  return <PageFrame />;
}
