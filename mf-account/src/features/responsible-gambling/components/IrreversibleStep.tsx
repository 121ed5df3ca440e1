import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Heading, Stack, Text } from '@arena/ui';
import { FormField, SubmitButton } from '@arena/forms';
import { useT } from '@arena/i18n';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoggingOutNotice } from './LoggingOutNotice';

type Values = Record<string, string | number | undefined>;

/**
 * A step the player cannot take back (time-out, self-exclusion, closure): what it means, its choices and
 * the password, then a confirmation dialog; once the server has taken it, its message is shown and the
 * player is logged out (the server has already ended their sessions).
 */
export function IrreversibleStep<V extends Values>({
  title,
  explanation,
  initialValues,
  fields,
  passwordName,
  submitLabel,
  question,
  confirmLabel,
  consequence,
  send,
  testId,
}: {
  title: string;
  explanation: string;
  initialValues: Partial<V>;
  /** the step's choices, as final-form fields */
  fields: ReactNode;
  /** unique on the page: it is the password input's id */
  passwordName: string;
  submitLabel: string;
  /** the dialog's title for the chosen values */
  question: (values: V) => string;
  confirmLabel: string;
  consequence: string;
  send: (values: V) => Promise<{ message: string }>;
  testId: string;
}) {
  const t = useT();
  const [asked, setAsked] = useState<V | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async (values: V) => {
    setBusy(true);
    try {
      setDone((await send(values)).message);
    } catch {
      // the api client has shown the server's message (a wrong password): the form stays to correct it
    } finally {
      setBusy(false);
      setAsked(null);
    }
  };

  const validate = (values: V) => (values[passwordName] ? {} : { [passwordName]: 'Enter your password' });
  return (
    <Stack as="section" gap="3" aria-labelledby={`${testId}-title`} bg="arena.surface" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={testId}>
      <Heading as="h3" textStyle="subsectionTitle" id={`${testId}-title`}>
        {title}
      </Heading>
      <Text fontSize="sm">{explanation}</Text>
      <Form<V> initialValues={initialValues} validate={validate} onSubmit={(values) => setAsked(values)}>
        {({ handleSubmit }) => (
          <Stack as="form" onSubmit={handleSubmit} aria-label={title} gap="3" maxW="md">
            {fields}
            <FormField name={passwordName} label={t('Password')} type="password" autoComplete="current-password" />
            <SubmitButton colorPalette="red" data-testid={`${testId}-submit`}>
              {submitLabel}
            </SubmitButton>
          </Stack>
        )}
      </Form>
      <ConfirmDialog
        open={asked !== null}
        title={asked ? question(asked) : ''}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => asked && void confirm(asked)}
        onCancel={() => setAsked(null)}
        testId={`${testId}-dialog`}
      >
        <Text>{consequence}</Text>
        <Text fontWeight="semibold">{t('This cannot be undone.')}</Text>
      </ConfirmDialog>
      {done !== null && <LoggingOutNotice message={done} />}
    </Stack>
  );
}
