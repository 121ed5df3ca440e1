import { PageFrame } from '@arena/remote-kit';

export function MenuPage() {
  return <PageFrame />;
}
