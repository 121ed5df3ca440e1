import { PageFrame } from '@arena/remote-kit';

export function BonusesPage() {
  return <PageFrame />;
}
