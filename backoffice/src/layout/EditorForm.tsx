// The scaffold of every editor in the back office: a titled box around a form's fields with Save and
// Cancel, and the refusal of the last save under them. The form's element is handed to onSubmit (the
// default submission never happens) and to onChange, for a live preview.
import type { ReactNode } from 'react';
import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { t } from '../i18n/texts';
import { Failure } from './states';

interface EditorFormProps {
  title: string;
  busy: boolean;
  onSubmit: (form: HTMLFormElement) => void;
  onChange?: (form: HTMLFormElement) => void;
  onCancel: () => void;
  /** the last save's refusal */
  error?: string;
  children: ReactNode;
}

export function EditorForm({ title, busy, onSubmit, onChange, onCancel, error, children }: EditorFormProps) {
  return (
    <form
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
      onChange={onChange && ((event) => onChange(event.currentTarget))}
    >
      <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
        <Heading size="md" mb="3">
          {title}
        </Heading>
        <Stack gap="3">
          {children}
          <HStack>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          </HStack>
        </Stack>
        {error && <Failure message={error} />}
      </Box>
    </form>
  );
}
