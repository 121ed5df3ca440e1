import { PageFrame } from '@arena/remote-kit';

export function BingoPage() {
  return <PageFrame />;
}
