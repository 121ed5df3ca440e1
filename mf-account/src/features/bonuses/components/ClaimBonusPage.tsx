import { PageFrame } from '@arena/remote-kit';

export function ClaimBonusPage() {
  return <PageFrame />;
}
