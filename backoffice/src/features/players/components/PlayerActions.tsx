// What the players desk does for a player besides notes: reset the phone verification (they verify
// their number again) and send a notification, which the player sees at once when online. Both audited.
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useSend } from '../../../layout/useSend';
import { playersApi } from '../api/calls';

/** runs an action: busy while it runs, then its message or its refusal */
function useAction() {
  const { busy, error, send } = useSend();
  const [notice, setNotice] = useState<string>();
  const run = (action: () => Promise<string>, after?: () => void) => {
    setNotice(undefined);
    send(action, (message) => {
      setNotice(message);
      after?.();
    });
  };
  const outcome = (
    <>
      {error && <Failure message={error} />}
      {notice && <Text role="status">{notice}</Text>}
    </>
  );
  return { busy, run, outcome };
}

export function ResetPhone({ userId, verified, onDone }: { userId: number; verified: boolean; onDone: () => void }) {
  const { busy, run, outcome } = useAction();
  return (
    <Box>
      <Button size="sm" variant="outline" loading={busy} disabled={!verified} onClick={() => run(() => playersApi.resetPhone(userId), onDone)}>
        {t('Reset phone verification')}
      </Button>
      {outcome}
    </Box>
  );
}

export function SendNotification({ userId }: { userId: number }) {
  const { busy, run, outcome } = useAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    run(
      () => playersApi.notify(userId, fieldOf(form, 'title').trim(), fieldOf(form, 'text').trim()),
      () => form.reset(),
    );
  };
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit}>
        <Stack gap="3">
          <Heading size="sm">{t('Send a notification')}</Heading>
          <TextField label={t('Title')} required name="title" minLength={3} maxLength={100} />
          <Field.Root required>
            <Field.Label>{t('Message')}</Field.Label>
            <Textarea name="text" minLength={3} maxLength={1000} rows={3} />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            {t('Send')}
          </Button>
          {outcome}
        </Stack>
      </form>
    </Box>
  );
}
