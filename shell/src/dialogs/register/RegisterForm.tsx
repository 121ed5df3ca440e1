import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Grid, Link, Stack, Text } from '@arena/ui';
import { registerFormSchema, TERMS_PAGE_ID, type RegisterForm as RegisterValues } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { FormCheckbox, FormField, FormSelect, SubmitButton, schemaValidator } from '@arena/forms';
import { startSession } from '../../auth/start-session';
import { useDeviceFingerprint, useDialogApi } from '../dialog-api';
import { DialogLink } from '../branding/DialogLink';
import { DAY_OPTIONS, DEFAULT_CURRENCY_ID, MONTH_OPTIONS, storedRefId, toRegisterRequest, yearOptions } from './registration';
import { CountryField } from './CountryField';
import { useShellBus } from '../../app/shell-bus';

const validate = schemaValidator<Partial<RegisterValues>>(registerFormSchema);
const initialValues: Partial<RegisterValues> = { currencyId: DEFAULT_CURRENCY_ID, trialBonus: false };

/** The terms box's label: the terms open in a new tab, so the form keeps what was typed. */
function TermsConsent() {
  const t = useT();
  const [before, after = ''] = t('I have read and accept the {terms}.').split('{terms}');
  return (
    <>
      {before}
      <Link href={`/pages/${TERMS_PAGE_ID}`} target="_blank" rel="noopener" color="arena.accent" textDecoration="underline" data-testid="register-terms-link">
        {t('General Terms and Conditions')}
      </Link>
      {after}
    </>
  );
}

/** The registration form. `onRegistered` gets the trial bonus choice and the phone. */
export function RegisterForm({ onRegistered }: { onRegistered: (trialBonus: number, phone: string) => void }) {
  const t = useT();
  const bus = useShellBus();
  const api = useDialogApi();
  const deviceFingerprint = useDeviceFingerprint();
  const years = useMemo(() => yearOptions(new Date()), []);

  const onSubmit = async (values: RegisterValues) => {
    const body = toRegisterRequest(values, storedRefId(window.localStorage));
    try {
      // the server records the device with the session
      await deviceFingerprint();
      startSession(bus, await api.register(body));
      onRegistered(body.trialBonus, body.phone);
    } catch {
      // the api client has shown the server's message
    }
  };

  return (
    <Form<RegisterValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <Stack as="form" onSubmit={handleSubmit} gap="3" flex="1" data-testid="register-form">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField name="name" label={t('Name')} autoComplete="given-name" />
            <FormField name="surname" label={t('Surname')} autoComplete="family-name" />
            <FormField name="username" label={t('Username')} autoComplete="username" />
            <FormField name="email" label={t('Email')} type="email" autoComplete="email" />
            <FormField name="phone" label={t('Phone')} mask="phone" prefix="90" autoComplete="tel-national" />
            <FormField name="PersonalNo" label={t('Identity Number')} mask="personalNo" />
            <CountryField />
          </Grid>
          <Text fontSize="sm" fontWeight="medium">
            {t('Birth Date')}
          </Text>
          <Grid templateColumns="1fr 1fr 1fr" gap="3">
            <FormSelect name="birthDateDay" label={t('Day')} placeholder={t('Day')} options={DAY_OPTIONS} />
            <FormSelect name="birthDateMonth" label={t('Month')} placeholder={t('Month')} options={MONTH_OPTIONS} />
            <FormSelect name="birthDateYear" label={t('Year')} placeholder={t('Year')} options={years} />
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
            <FormField name="password" label={t('Password')} type="password" autoComplete="new-password" />
            <FormField name="password2" label={t('Confirm Password')} type="password" autoComplete="new-password" />
          </Grid>
          <FormCheckbox name="trialBonus" label={t('I want to receive the trial bonus')} disabled={submitting} />
          <FormCheckbox name="acceptTerms" label={<TermsConsent />} disabled={submitting} />
          <FormCheckbox name="adult" label={t('I confirm that I am 18 years of age or older.')} disabled={submitting} />
          <SubmitButton data-testid="register-submit">{t('Sign Up')}</SubmitButton>
          <DialogLink onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'login' } })} testId="open-login">
            {t('Are you already a member? Sign In Now!')}
          </DialogLink>
        </Stack>
      )}
    </Form>
  );
}
