import { PageFrame } from '@arena/remote-kit';

export function LivePage() {
  return <PageFrame />;
}
