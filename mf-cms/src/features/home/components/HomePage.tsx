import { PageFrame } from '@arena/remote-kit';

export function HomePage() {
  return <PageFrame />;
}
