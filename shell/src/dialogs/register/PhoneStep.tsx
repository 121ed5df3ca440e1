import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { HStack, Stack, Text } from '@arena/ui';
import { RegistrationStep, sendPhoneCodeSchema, verifyPhoneCodeSchema } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { FormField, SubmitButton, schemaValidator } from '@arena/forms';
import { useDialogApi } from '../dialog-api';
import { DialogLink } from '../branding/DialogLink';

interface PhoneValues {
  phone?: string;
  code?: string;
}

const validateSend = schemaValidator<object>(sendPhoneCodeSchema);
const validateVerify = schemaValidator<object>(verifyPhoneCodeSchema);

/**
 * Phone verification after registration: step 1 (ChangePhone) sends the code, step 2
 * (CodeSent) verifies it. The code field is disabled at step 1; Change Phone Number returns to
 * step 1, unlocks the phone and clears the code. The code is requested as soon as the step opens.
 */
export function PhoneStep({ phone, onVerified, onSkip }: { phone: string; onVerified: () => void; onSkip: () => void }) {
  const t = useT();
  const bus = useBus();
  const api = useDialogApi();
  const [step, setStep] = useState<RegistrationStep.ChangePhone | RegistrationStep.CodeSent>(RegistrationStep.ChangePhone);
  const [phoneLocked, setPhoneLocked] = useState(true);
  const codeStep = step === RegistrationStep.CodeSent;

  const sendCode = useCallback(
    async (to: string) => {
      try {
        const reply = await api.updatePhone({ step: 1, phone: to });
        bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
        setStep(RegistrationStep.CodeSent);
        setPhoneLocked(true);
      } catch {
        // the api client has shown the server's message
      }
    },
    [api, bus],
  );

  const verify = async (to: string, code: string, form: FormApi<PhoneValues>) => {
    try {
      const reply = await api.updatePhone({ step: 2, phone: to, code });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      bus.emit({ type: 'auth/phone-verified', phone: to });
      onVerified();
    } catch {
      form.change('code', undefined);
    }
  };

  // once, for the phone just registered (the ref survives StrictMode's second effect run)
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void sendCode(phone);
  }, [phone, sendCode]);

  return (
    <Form<PhoneValues>
      onSubmit={(values, form) => (codeStep ? verify(values.phone!, values.code!, form) : sendCode(values.phone!))}
      initialValues={{ phone }}
      validate={(values) => (codeStep ? validateVerify({ ...values, step: 2 }) : validateSend({ phone: values.phone, step: 1 }))}
    >
      {({ handleSubmit, form }) => (
        <Stack as="form" onSubmit={handleSubmit} gap="4" maxW="md" mx="auto" w="100%" data-testid="register-phone-step" data-step={step}>
          <Text fontWeight="bold">{t('Phone Verification')}</Text>
          <FormField name="phone" label={t('Phone')} mask="phone" prefix="90" readOnly={phoneLocked} />
          <FormField name="code" label={t('SMS Code')} mask="smsCode" disabled={!codeStep} autoComplete="one-time-code" />
          <SubmitButton data-testid={codeStep ? 'verify' : 'send-code'}>{t(codeStep ? 'Verify' : 'Send Code')}</SubmitButton>
          <HStack justify="space-between">
            {codeStep && (
              <DialogLink
                onClick={() => {
                  form.change('code', undefined);
                  setStep(RegistrationStep.ChangePhone);
                  setPhoneLocked(false);
                }}
                testId="change-phone"
              >
                {t('Change Phone Number')}
              </DialogLink>
            )}
            <DialogLink onClick={onSkip} testId="skip-verification">
              {t('Skip Verification')}
            </DialogLink>
          </HStack>
        </Stack>
      )}
    </Form>
  );
}
