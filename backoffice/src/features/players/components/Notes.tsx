import type { FormEvent } from 'react';
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { OperatorPlayer } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Empty, Failure } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { dateTime } from '../../../money';

/** The staff's notes on the player, newest first, and a new one. */
export function Notes({ userId, notes, onDone }: { userId: number; notes: OperatorPlayer['notes']; onDone: () => void }) {
  const { busy, error, send } = useSend();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send(
      () => api.addNote(userId, fieldOf(form, 'note').trim()),
      () => {
        form.reset();
        onDone();
      },
    );
  };
  return (
    <Stack gap="3">
      <Heading size="md">{t('Notes')}</Heading>
      <form onSubmit={submit}>
        <Stack gap="2">
          <Field.Root required>
            <Field.Label>{t('New note')}</Field.Label>
            <Textarea name="note" minLength={3} maxLength={2000} rows={2} />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" size="sm" loading={busy}>
            {t('Add note')}
          </Button>
        </Stack>
      </form>
      {error && <Failure message={error} />}
      {notes.length === 0 ? (
        <Empty text={t('No notes yet.')} />
      ) : (
        notes.map((note) => (
          <Box key={note.id} borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="xs" color="fg.muted">
              {note.operator} · {dateTime(note.createdAt)}
            </Text>
            <Text whiteSpace="pre-wrap">{note.text}</Text>
          </Box>
        ))
      )}
    </Stack>
  );
}
