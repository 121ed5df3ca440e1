import { PhoneVerification } from '@arena/account-ui';
import { useDialogApi } from '../dialog-api';
import { useShellBus } from '../../app/shell-bus';

/** The phone verification screen of the dashboard, in a dialog that Close shuts once verified. */
export function PhoneDialog() {
  const bus = useShellBus();
  const api = useDialogApi();
  return <PhoneVerification api={api} onClose={() => bus.emit({ type: 'dialog/close' })} />;
}
