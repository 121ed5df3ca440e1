import { ChangePasswordForm } from '@arena/account-ui';
import { useDialogApi } from '../dialog-api';
import { useShellBus } from '../../app/shell-bus';

/** The dashboard's change password form in a dialog, closed once the password is changed. */
export function ChangePasswordDialog() {
  const bus = useShellBus();
  const api = useDialogApi();
  return <ChangePasswordForm api={api} onChanged={() => bus.emit({ type: 'dialog/close' })} />;
}
