import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Stack } from '@arena/ui';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { FormField, SubmitButton, schemaValidator } from '@arena/forms';
import type { AccountApi } from '../account-api';

const validate = schemaValidator<Partial<ChangePasswordRequest>>(changePasswordRequestSchema);

/** Change password: the server's success message is shown and the form cleared. */
export function ChangePasswordForm({ api, onChanged }: { api: Pick<AccountApi, 'changePassword'>; onChanged?: () => void }) {
  const t = useT();
  const bus = useBus();

  const onSubmit = async (values: ChangePasswordRequest, form: FormApi<ChangePasswordRequest>) => {
    try {
      const reply = await api.changePassword(values);
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      form.restart();
      onChanged?.();
    } catch {
      // the api client has shown the server's message
    }
  };

  return (
    <Form<ChangePasswordRequest> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit }) => (
        <Stack as="form" onSubmit={handleSubmit} gap="4" maxW="md" data-testid="change-password-form">
          <FormField name="oldPassword" label={t('Old Password')} type="password" autoComplete="current-password" />
          <FormField name="password" label={t('Password')} type="password" autoComplete="new-password" />
          <FormField name="confirmPassword" label={t('Confirm Password')} type="password" autoComplete="new-password" />
          <SubmitButton data-testid="change-password-submit">{t('Change')}</SubmitButton>
        </Stack>
      )}
    </Form>
  );
}
