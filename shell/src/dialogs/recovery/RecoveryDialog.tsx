import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Heading, Stack, Text } from '@arena/ui';
import { checkResetCodeSchema, newPasswordFormSchema, sendResetPasswordSchema, type NewPasswordForm } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { FormField, SubmitButton, schemaValidator } from '@arena/forms';
import { useDialogApi } from '../dialog-api';
import { DialogLink } from '../branding/DialogLink';

/** The login dialog opens this long after the password is changed. */
export const RECOVERY_REDIRECT_MS = 1000;

const validateUsername = schemaValidator<object>(sendResetPasswordSchema);
const validateCode = schemaValidator<object>(checkResetCodeSchema);
const validatePassword = schemaValidator<Partial<NewPasswordForm>>(newPasswordFormSchema);

type Step = { n: 1 } | { n: 2; username: string } | { n: 3; username: string; code: string } | { n: 4 };

/** Recovery Password: four steps, each advancing only on a success reply. */
export function RecoveryDialog() {
  const t = useT();
  const bus = useBus();
  const api = useDialogApi();
  const [step, setStep] = useState<Step>({ n: 1 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // a failed call has been shown by the api client and leaves the step as it is
  const attempt = async (call: () => Promise<unknown>, next: () => void) => {
    try {
      await call();
      next();
    } catch {
      return;
    }
  };

  const finish = () => {
    setStep({ n: 4 });
    timer.current = setTimeout(() => bus.emit({ type: 'dialog/open', dialog: { name: 'login' } }), RECOVERY_REDIRECT_MS);
  };

  return (
    <Stack gap="4" maxW="md" mx="auto" w="100%" data-testid="recovery" data-step={step.n}>
      {step.n === 1 && (
        <Form<{ username: string }>
          key="username"
          validate={validateUsername}
          onSubmit={({ username }) =>
            attempt(
              () => api.sendResetPassword({ username }),
              () => setStep({ n: 2, username }),
            )
          }
        >
          {({ handleSubmit }) => (
            <Stack as="form" onSubmit={handleSubmit} gap="4">
              <FormField name="username" label={t('Username')} autoComplete="username" />
              <SubmitButton data-testid="recovery-submit">{t('Continue')}</SubmitButton>
            </Stack>
          )}
        </Form>
      )}
      {step.n === 2 && (
        <Form<{ code: string }>
          key="code"
          validate={(values) => validateCode({ ...values, username: step.username })}
          onSubmit={({ code }) =>
            attempt(
              () => api.checkResetCode({ code, username: step.username }),
              () => setStep({ n: 3, username: step.username, code }),
            )
          }
        >
          {({ handleSubmit }) => (
            <Stack as="form" onSubmit={handleSubmit} gap="4">
              <Text>{t('A code has been sent to your email address to reset your password. Please enter this code in the field below.')}</Text>
              <FormField name="code" label={t('Code')} autoComplete="one-time-code" />
              <SubmitButton data-testid="recovery-submit">{t('Continue')}</SubmitButton>
            </Stack>
          )}
        </Form>
      )}
      {step.n === 3 && (
        <Form<NewPasswordForm>
          key="password"
          validate={validatePassword}
          onSubmit={(values) => attempt(() => api.changePasswordWithCode({ ...values, username: step.username, code: step.code }), finish)}
        >
          {({ handleSubmit }) => (
            <Stack as="form" onSubmit={handleSubmit} gap="4">
              <Heading textStyle="sectionTitle">{t('New Password')}</Heading>
              <Text>{t('Please enter your new password')}</Text>
              <FormField name="password" label={t('Password')} type="password" autoComplete="new-password" />
              <FormField name="password2" label={t('Confirm Password')} type="password" autoComplete="new-password" />
              <SubmitButton data-testid="recovery-submit">{t('Change')}</SubmitButton>
            </Stack>
          )}
        </Form>
      )}
      {step.n === 4 && (
        <Text textAlign="center" data-testid="recovery-done">
          {t('Password change successful. You are now directed to the login page.')}
        </Text>
      )}
      <DialogLink onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'register' } })} testId="open-register">
        {t('Not a Member? Sign Up Now!')}
      </DialogLink>
    </Stack>
  );
}
