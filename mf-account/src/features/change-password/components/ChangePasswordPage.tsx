import { PageFrame, useApi } from '@arena/remote-kit';
import { ChangePasswordForm } from '@arena/account-ui';

export function ChangePasswordPage() {
  const api = useApi();
  return (
    <PageFrame>
      <ChangePasswordForm api={api} />
    </PageFrame>
  );
}
