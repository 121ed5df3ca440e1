import { Form } from 'react-final-form';
import { Flex, Stack } from '@arena/ui';
import { loginRequestSchema, type LoginRequest } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { FormField, SubmitButton, schemaValidator } from '@arena/forms';
import { startSession } from '../../auth/start-session';
import { useDeviceFingerprint, useDialogApi } from '../dialog-api';
import { BrandPanel } from '../branding/BrandPanel';
import { DialogLink } from '../branding/DialogLink';
import { useShellBus } from '../../app/shell-bus';

const validate = schemaValidator<Partial<LoginRequest>>(loginRequestSchema);

/** Login: success starts the session, shows the server's message and closes all dialogs. */
export function LoginDialog() {
  const t = useT();
  const bus = useShellBus();
  const api = useDialogApi();
  const deviceFingerprint = useDeviceFingerprint();

  const onSubmit = async (values: LoginRequest) => {
    try {
      // the server records the device with the session
      await deviceFingerprint();
      startSession(bus, await api.login(values));
      bus.emit({ type: 'dialog/close' });
    } catch {
      // the api client has shown the server's message
    }
  };

  return (
    <Flex gap="6" direction={{ base: 'column', md: 'row' }} h="100%">
      <BrandPanel />
      <Form<LoginRequest> onSubmit={onSubmit} validate={validate}>
        {({ handleSubmit }) => (
          <Stack as="form" onSubmit={handleSubmit} gap="4" flex="1" justify="center" data-testid="login-form">
            <FormField name="username" label={t('Username')} autoComplete="username" />
            <FormField name="password" label={t('Password')} type="password" autoComplete="current-password" />
            <SubmitButton data-testid="login-submit">{t('Login')}</SubmitButton>
            <DialogLink onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'recovery' } })} testId="open-recovery">
              {t('Recovery Password')}
            </DialogLink>
            <DialogLink onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'register' } })} testId="open-register">
              {t('Not a Member? Sign Up Now!')}
            </DialogLink>
          </Stack>
        )}
      </Form>
    </Flex>
  );
}
