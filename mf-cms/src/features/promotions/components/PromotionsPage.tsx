import { PageFrame } from '@arena/remote-kit';

export function PromotionsPage() {
  return <PageFrame />;
}
