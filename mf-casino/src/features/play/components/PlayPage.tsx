import { PageFrame } from '@arena/remote-kit';

export function PlayPage() {
  return <PageFrame />;
}
