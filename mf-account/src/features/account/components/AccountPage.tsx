import { PageFrame } from '@arena/remote-kit';

export function AccountPage() {
  return <PageFrame />;
}
