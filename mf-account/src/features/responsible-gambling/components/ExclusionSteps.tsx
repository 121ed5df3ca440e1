import { ACCOUNT_CLOSURE_REASONS, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS, type AccountClosureReason } from '@arena/contracts';
import { FormField, FormSelect } from '@arena/forms';
import { useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { fill } from '../../../formatting/site-format';
import { IrreversibleStep } from './IrreversibleStep';

export const TIME_OUT_LABEL: Record<(typeof TIME_OUT_DAYS)[number], string> = { 1: '24 hours', 7: '1 week', 14: '2 weeks', 30: '30 days', 42: '6 weeks' };
export const SELF_EXCLUSION_LABEL: Record<(typeof SELF_EXCLUSION_MONTHS)[number], string> = { 6: '6 months', 12: '1 year', 60: '5 years' };
export const CLOSURE_REASON_LABEL: Record<AccountClosureReason, string> = {
  gambling_problem: 'I think I have a gambling problem',
  not_enjoying: 'I no longer enjoy it',
  too_expensive: 'It costs me too much',
  other_site: 'I play on another site',
  other: 'Another reason',
};

type Days = (typeof TIME_OUT_DAYS)[number];
type Months = (typeof SELF_EXCLUSION_MONTHS)[number];

/** Time-out: 24 hours to 6 weeks without deposits, bets, play, bonuses or marketing. */
export function TimeOutStep() {
  const t = useT();
  const api = useApi();
  return (
    <IrreversibleStep<{ timeOutDays: Days; timeOutPassword?: string }>
      title={t('Take a break')}
      explanation={t(
        'During a break you cannot deposit, bet, play or claim bonuses, and we send you no marketing. You are logged out, and the break cannot be undone or shortened.',
      )}
      initialValues={{ timeOutDays: 1 }}
      fields={
        <FormSelect
          name="timeOutDays"
          label={t('Length of the break')}
          numeric
          options={TIME_OUT_DAYS.map((days) => ({ value: days, label: t(TIME_OUT_LABEL[days]) }))}
        />
      }
      passwordName="timeOutPassword"
      submitLabel={t('Take a break')}
      question={({ timeOutDays }) => fill(t('Take a break for {length}?'), { length: t(TIME_OUT_LABEL[timeOutDays]) })}
      confirmLabel={t('Start my break')}
      consequence={t('You will be logged out now and cannot log in, deposit, bet or play until the break ends.')}
      send={({ timeOutDays, timeOutPassword = '' }) => api.timeOut({ days: timeOutDays, password: timeOutPassword })}
      testId="time-out"
    />
  );
}

/** Self-exclusion: 6 months, 1 year or 5 years, on the same terms as a break. */
export function SelfExclusionStep() {
  const t = useT();
  const api = useApi();
  return (
    <IrreversibleStep<{ selfExclusionMonths: Months; selfExclusionPassword?: string }>
      title={t('Self-exclusion')}
      explanation={t(
        'If you feel you are losing control, exclude yourself from the site. You cannot deposit, bet, play or claim bonuses and receive no marketing until it ends; it cannot be undone or shortened, not even by our staff.',
      )}
      initialValues={{ selfExclusionMonths: 6 }}
      fields={
        <FormSelect
          name="selfExclusionMonths"
          label={t('Length of the self-exclusion')}
          numeric
          options={SELF_EXCLUSION_MONTHS.map((months) => ({ value: months, label: t(SELF_EXCLUSION_LABEL[months]) }))}
        />
      }
      passwordName="selfExclusionPassword"
      submitLabel={t('Self-exclude')}
      question={({ selfExclusionMonths }) => fill(t('Self-exclude for {length}?'), { length: t(SELF_EXCLUSION_LABEL[selfExclusionMonths]) })}
      confirmLabel={t('Self-exclude')}
      consequence={t('You will be logged out now and cannot log in, deposit, bet or play until the self-exclusion ends.')}
      send={({ selfExclusionMonths, selfExclusionPassword = '' }) => api.selfExclusion({ months: selfExclusionMonths, password: selfExclusionPassword })}
      testId="self-exclusion"
    />
  );
}

/** Account closure with the reason (and an optional note). */
export function CloseAccountStep() {
  const t = useT();
  const api = useApi();
  return (
    <IrreversibleStep<{ closeReason: AccountClosureReason; closeNote?: string; closePassword?: string }>
      title={t('Close account')}
      explanation={t('Closing your account logs you out and you cannot log in again. Tell us why, so we can help if gambling has become a problem.')}
      initialValues={{ closeReason: 'gambling_problem' }}
      fields={
        <>
          <FormSelect
            name="closeReason"
            label={t('Reason')}
            options={ACCOUNT_CLOSURE_REASONS.map((reason) => ({ value: reason, label: t(CLOSURE_REASON_LABEL[reason]) }))}
          />
          <FormField name="closeNote" label={t('Note (optional)')} />
        </>
      }
      passwordName="closePassword"
      submitLabel={t('Close account')}
      question={() => t('Close your account?')}
      confirmLabel={t('Close my account')}
      consequence={t('You will be logged out now and cannot log in again.')}
      send={({ closeReason, closeNote, closePassword = '' }) =>
        api.closeAccount({ reason: closeReason, ...(closeNote?.trim() && { note: closeNote.trim() }), password: closePassword })
      }
      testId="close-account"
    />
  );
}
