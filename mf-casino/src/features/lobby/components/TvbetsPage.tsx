import { PageFrame } from '@arena/remote-kit';

export function TvbetsPage() {
  return <PageFrame />;
}
