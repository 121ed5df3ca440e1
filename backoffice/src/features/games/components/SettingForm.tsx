// A setting of the games screens an admin saves or puts back (a game's stake limits, a provider's
// credential): its fields, Save and the button that clears it. Once the server took it the form is
// emptied and its answer handed on; a value that cannot be sent is said before any call.
import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { ActionForm } from '../../../layout/ActionForm';
import { useSend } from '../../../layout/useSend';

interface SettingFormProps {
  title: string;
  /** the second button, which saves the setting's absence */
  clear: { label: string; colorPalette?: string };
  /** the call for the form's values (`cleared`: the second button's), or what is wrong with them */
  request: (form: HTMLFormElement, cleared: boolean) => (() => Promise<string>) | string;
  onSaved: (message: string) => void;
  children: ReactNode;
}

export function SettingForm({ title, clear, request, onSaved, children }: SettingFormProps) {
  const { busy, error, setError, send } = useSend();
  const save = (form: HTMLFormElement, cleared: boolean) => {
    const call = request(form, cleared);
    if (typeof call === 'string') {
      setError(call);
      return;
    }
    send(call, (message) => {
      form.reset();
      onSaved(message);
    });
  };
  return (
    <ActionForm
      title={title}
      columns={4}
      error={error}
      onSubmit={(form) => save(form, false)}
      actions={
        <HStack>
          <Button type="submit" loading={busy}>
            {t('Save')}
          </Button>
          <Button variant="outline" colorPalette={clear.colorPalette} disabled={busy} onClick={(event) => save(event.currentTarget.form!, true)}>
            {clear.label}
          </Button>
        </HStack>
      }
    >
      {children}
    </ActionForm>
  );
}
