import { Text } from '@chakra-ui/react';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { DialogFrame } from '@arena/ui';
import type { DialogName } from '@arena/contracts';

const TITLES: Partial<Record<DialogName, string>> = {
  login: 'Login',
  register: 'Sign Up',
  recovery: 'Recovery Password',
};

/** The shell owns every dialog; the bus holds which one is open (at most one). */
export function DialogHost() {
  const bus = useBus();
  const t = useT();
  const dialog = useBusState((s) => s.dialog);
  if (!dialog) return null;
  return (
    <DialogFrame open title={t(TITLES[dialog.name] ?? dialog.name)} onClose={() => bus.emit({ type: 'dialog/close' })} testId={`dialog-${dialog.name}`}>
      <Text color="arena.muted">{t('Safe Betting Address')}</Text>
    </DialogFrame>
  );
}
