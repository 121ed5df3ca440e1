import { PageFrame, useApi } from '@arena/remote-kit';
import { PhoneVerification } from '@arena/account-ui';

export function PhoneVerificationPage() {
  const api = useApi();
  return (
    <PageFrame>
      <PhoneVerification api={api} />
    </PageFrame>
  );
}
