import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@arena/ui';
import { PhoneVerificationPage, sendPhoneCodeSchema, verifyPhoneCodeSchema } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { FormField, SubmitButton, schemaValidator } from '@arena/forms';
import type { AccountApi } from '../account-api';
import { useCountdown } from './use-countdown';

/** Resend countdown between two codes. */
export const RESEND_SECONDS = 60;

interface PhoneValues {
  phone?: string;
  code?: string;
}

const validateSend = schemaValidator<object>(sendPhoneCodeSchema);
const validateVerify = schemaValidator<object>(verifyPhoneCodeSchema);

/**
 * The phone verification screen (dashboard and dialog; docs/product/accounts.md):
 * NotVerified (phone locked) → Send Code → VerificationCode, or Update Number → Update (phone editable)
 * → Send Code → VerificationCode; Verify → Verified with phone and flag saved to the session.
 * `onClose` (the dialog) adds a Close button to the congratulations shown after verifying.
 */
export function PhoneVerification({ api, onClose }: { api: Pick<AccountApi, 'updatePhone'>; onClose?: () => void }) {
  const t = useT();
  const bus = useBus();
  const authData = useBusState((s) => s.auth.data);
  const [page, setPage] = useState(authData?.smsVerified ? PhoneVerificationPage.Verified : PhoneVerificationPage.NotVerified);
  const [justVerified, setJustVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(RESEND_SECONDS);
  const initialValues = useMemo<PhoneValues>(() => ({ phone: authData?.phone || undefined }), [authData?.phone]);
  const codeStep = page === PhoneVerificationPage.VerificationCode;

  const validate = (values: PhoneValues) => (codeStep ? validateVerify({ ...values, step: 2 }) : validateSend({ phone: values.phone, step: 1 }));

  const sendCode = async (phone: string) => {
    setSending(true);
    try {
      const reply = await api.updatePhone({ step: 1, phone });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      setPage(PhoneVerificationPage.VerificationCode);
      countdown.restart();
    } catch {
      // the api client has shown the server's message
    } finally {
      setSending(false);
    }
  };

  const verify = async (phone: string, code: string, form: FormApi<PhoneValues>) => {
    try {
      const reply = await api.updatePhone({ step: 2, phone, code });
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      bus.emit({ type: 'auth/phone-verified', phone });
      setJustVerified(true);
      setPage(PhoneVerificationPage.Verified);
    } catch {
      form.change('code', undefined);
    }
  };

  const onSubmit = (values: PhoneValues, form: FormApi<PhoneValues>) => (codeStep ? verify(values.phone!, values.code!, form) : sendCode(values.phone!));

  const verified = page === PhoneVerificationPage.Verified;
  return (
    <Form<PhoneValues> onSubmit={onSubmit} initialValues={initialValues} validate={validate}>
      {({ handleSubmit, form, values }) => (
        <Stack as="form" onSubmit={handleSubmit} gap="4" maxW="md" data-testid="phone-verification" data-page={PhoneVerificationPage[page]}>
          <HStack justify="space-between">
            <Text fontWeight="bold">{t('Phone Verification')}</Text>
            <Badge colorPalette={verified ? 'green' : 'red'} data-testid="phone-badge">
              {t(verified ? 'Verified' : 'Not Verified')}
            </Badge>
          </HStack>
          <FormField name="phone" label={t('Phone')} mask="phone" prefix="90" readOnly={page !== PhoneVerificationPage.Update} />
          {page === PhoneVerificationPage.NotVerified && (
            <Link as="button" type="button" color="arena.accent" onClick={() => setPage(PhoneVerificationPage.Update)} data-testid="update-number">
              {t('Update Number')}
            </Link>
          )}
          {codeStep && (
            <>
              <FormField name="code" label={t('SMS Code')} mask="smsCode" autoComplete="one-time-code" />
              <ResendLine left={countdown.left} disabled={sending} onResend={() => sendCode(values.phone!)} />
              <Link
                as="button"
                type="button"
                color="arena.accent"
                onClick={() => {
                  form.change('code', undefined);
                  setPage(PhoneVerificationPage.Update);
                }}
                data-testid="change-phone"
              >
                {t('Change Phone Number')}
              </Link>
            </>
          )}
          {!verified && <SubmitButton data-testid={codeStep ? 'verify' : 'send-code'}>{t(codeStep ? 'Verify' : 'Send Code')}</SubmitButton>}
          {verified && justVerified && (
            <Box textAlign="center" data-testid="phone-verified">
              <Text mb="4">{t('Congratulations! Your Phone Number has been successfully verified!')}</Text>
              {onClose && (
                <Button colorPalette="yellow" onClick={onClose} data-testid="phone-close">
                  {t('Close')}
                </Button>
              )}
            </Box>
          )}
        </Stack>
      )}
    </Form>
  );
}

function ResendLine({ left, disabled, onResend }: { left: number; disabled: boolean; onResend: () => void }) {
  const t = useT();
  if (left > 0) {
    return (
      <Text fontSize="sm" color="arena.muted" data-testid="resend-countdown">
        {t('Resend code in')} {left}s
      </Text>
    );
  }
  return (
    <Text fontSize="sm" color="arena.muted">
      {t("Didn't get a code ?")}{' '}
      <Link as="button" type="button" color="arena.accent" onClick={onResend} aria-disabled={disabled} data-testid="resend">
        {t('Click to resend')}
      </Link>
    </Text>
  );
}
