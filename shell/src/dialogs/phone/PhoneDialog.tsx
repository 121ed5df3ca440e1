import { useBus } from '@arena/bus';
import { PhoneVerification } from '@arena/account-ui';
import { useDialogApi } from '../dialog-api';

/** The phone verification screen of the dashboard, in a dialog that Close shuts once verified. */
export function PhoneDialog() {
  const bus = useBus();
  const api = useDialogApi();
  return <PhoneVerification api={api} onClose={() => bus.emit({ type: 'dialog/close' })} />;
}
