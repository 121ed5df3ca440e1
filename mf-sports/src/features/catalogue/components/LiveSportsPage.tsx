import { PageFrame } from '@arena/remote-kit';

export function LiveSportsPage() {
  return <PageFrame />;
}
