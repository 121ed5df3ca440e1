import { PageFrame } from '@arena/remote-kit';

export function GamesPage() {
  return <PageFrame />;
}
