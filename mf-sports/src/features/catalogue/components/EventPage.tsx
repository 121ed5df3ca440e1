import { PageFrame } from '@arena/remote-kit';

export function EventPage() {
  return <PageFrame />;
}
