import { PageFrame } from '@arena/remote-kit';

export function ChangePasswordPage() {
  return <PageFrame />;
}
