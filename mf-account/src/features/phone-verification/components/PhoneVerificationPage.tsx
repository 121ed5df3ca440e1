import { PageFrame } from '@arena/remote-kit';

export function PhoneVerificationPage() {
  return <PageFrame />;
}
