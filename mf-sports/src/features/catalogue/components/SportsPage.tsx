import { PageFrame } from '@arena/remote-kit';

export function SportsPage() {
  return <PageFrame />;
}
