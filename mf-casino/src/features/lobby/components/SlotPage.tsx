import { PageFrame } from '@arena/remote-kit';

export function SlotPage() {
  return <PageFrame />;
}
