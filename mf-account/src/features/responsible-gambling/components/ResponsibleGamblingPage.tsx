import { PageFrame } from '@arena/remote-kit';

export function ResponsibleGamblingPage() {
  return <PageFrame />;
}
