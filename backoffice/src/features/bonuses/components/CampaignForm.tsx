// A campaign's create / edit form: texts in both languages, kind and its amounts, the schedule window,
// eligibility and the wagering terms. Amounts are typed in lira, percentages in %, odds as 1.50.
import { Field, Heading, SimpleGrid, Textarea } from '@chakra-ui/react';
import { BONUS_KINDS, BONUS_ONCE_PER, type OperatorCampaign } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { TextField } from '../../../layout/TextField';
import { useSend } from '../../../layout/useSend';
import { parseLira } from '../../../money';
import { bonusesApi } from '../api/calls';

const KIND_LABELS: Record<OperatorCampaign['kind'], string> = {
  deposit_match: 'Deposit match',
  free_spins: 'Free spins',
  cashback: 'Cashback',
  free_bet: 'Free bet',
  trial: 'Trial bonus',
};
export const kindLabel = (kind: OperatorCampaign['kind']) => t(KIND_LABELS[kind]);

export const NEW_CAMPAIGN: OperatorCampaign = {
  slug: '',
  kind: 'deposit_match',
  title: { tr: '', en: '' },
  description: { tr: '', en: '' },
  code: null,
  percent: 10_000,
  minDeposit: 10_000,
  maxAmount: 100_000,
  spins: null,
  spinValue: null,
  gameCode: null,
  cashbackDays: null,
  wagering: { multiplier: 30, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 5_000, days: 30 },
  newPlayerDays: null,
  firstDepositOnly: false,
  oncePer: 'player',
  startsAt: new Date().toISOString(),
  endsAt: null,
  claimDays: 7,
  enabled: false,
  sort: 0,
};

/** an ISO instant as a datetime-local input's value, in the operator's time zone */
const localValue = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const lira = (minor: number | null) => (minor === null ? '' : String(minor / 100));
const percent = (bp: number | null) => (bp === null ? '' : String(bp / 100));

const LABELS: Record<string, string> = {
  slug: 'Slug',
  code: 'Claim code (optional)',
  titleTr: 'Title (Turkish)',
  titleEn: 'Title (English)',
  sort: 'Order',
  percent: 'Percent (%)',
  minDeposit: 'Minimum deposit (₺)',
  maxAmount: 'Maximum / amount (₺)',
  cashbackDays: 'Cashback period (days)',
  spins: 'Free spins',
  spinValue: 'Spin value (₺)',
  gameCode: 'Free spins game code',
  claimDays: 'Days to make the deposit',
  newPlayerDays: 'Only players registered within (days)',
  multiplier: 'Multiplier (×)',
  maxBet: 'Maximum bet (₺)',
  days: 'Days to complete',
  minOdds: 'Sports minimum odds',
  slots: 'Slots count (%)',
  table: 'Table games count (%)',
  live: 'Live casino counts (%)',
  sports: 'Sports count (%)',
  startsAt: 'Starts',
  endsAt: 'Ends (optional)',
};

class Invalid extends Error {}

/** the form's values as the server's campaign; Invalid names the first field that is not right */
function readCampaign(form: HTMLFormElement, id: number | undefined): OperatorCampaign {
  const text = (name: string) => fieldOf(form, name).trim();
  const optional = <T,>(name: string, parse: (value: string) => T | undefined): T | null => {
    const value = text(name);
    if (value === '') return null;
    const parsed = parse(value);
    if (parsed === undefined) throw new Invalid(t('Check the field "{field}".', { field: t(LABELS[name] ?? name) }));
    return parsed;
  };
  const required = <T,>(name: string, parse: (value: string) => T | undefined): T => {
    const value = optional(name, parse);
    if (value === null) throw new Invalid(t('Check the field "{field}".', { field: t(LABELS[name] ?? name) }));
    return value;
  };
  const whole = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);
  const basisPoints = (value: string) => {
    const match = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(value);
    return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined;
  };
  const instant = (value: string) => (Number.isNaN(Date.parse(value)) ? undefined : new Date(value).toISOString());
  return {
    ...(id !== undefined && { id }),
    slug: text('slug'),
    kind: text('kind') as OperatorCampaign['kind'],
    title: { tr: text('titleTr'), en: text('titleEn') },
    description: { tr: text('descriptionTr'), en: text('descriptionEn') },
    code: optional('code', (value) => value),
    percent: optional('percent', basisPoints),
    minDeposit: optional('minDeposit', parseLira),
    maxAmount: optional('maxAmount', parseLira),
    spins: optional('spins', whole),
    spinValue: optional('spinValue', parseLira),
    gameCode: optional('gameCode', (value) => value),
    cashbackDays: optional('cashbackDays', whole),
    wagering: {
      // a free bet pays its winnings as cash: nothing to wager (the server refuses any other multiplier)
      multiplier: text('kind') === 'free_bet' ? 0 : required('multiplier', whole),
      contributions: {
        slots: required('slots', basisPoints),
        table: required('table', basisPoints),
        live: required('live', basisPoints),
        sports: required('sports', basisPoints),
      },
      // 1.50 → 150: the same two decimals as a percentage
      minOdds: required('minOdds', basisPoints),
      maxBet: required('maxBet', parseLira),
      days: required('days', whole),
    },
    newPlayerDays: optional('newPlayerDays', whole),
    firstDepositOnly: text('firstDepositOnly') === 'yes',
    oncePer: text('oncePer') as OperatorCampaign['oncePer'],
    startsAt: required('startsAt', instant),
    endsAt: optional('endsAt', instant),
    claimDays: required('claimDays', whole),
    enabled: text('enabled') === 'yes',
    sort: required('sort', whole),
  };
}

/** a campaign's field under its label of LABELS, filled with the campaign's value */
const CampaignField = ({ name, value, ...rest }: { name: string; value: string | number; required?: boolean; inputMode?: 'decimal' | 'numeric' }) => (
  <TextField label={t(LABELS[name])} name={name} defaultValue={value} autoComplete="off" {...rest} />
);

const Choice = ({ name, label, value, options }: { name: string; label: string; value: string; options: readonly (readonly [string, string])[] }) => (
  <SelectField label={t(label)} name={name} defaultValue={value} options={options.map(([option, text]) => ({ value: option, label: t(text) }))} />
);

const YES_NO = [
  ['yes', 'Yes'],
  ['no', 'No'],
] as const;

export function CampaignForm({ campaign, onSaved, onClose }: { campaign: OperatorCampaign; onSaved: (message: string) => void; onClose: () => void }) {
  const { busy, error, setError, send } = useSend();
  const { wagering } = campaign;

  const submit = (form: HTMLFormElement) => {
    let values: OperatorCampaign;
    try {
      values = readCampaign(form, campaign.id);
    } catch (invalid) {
      if (!(invalid instanceof Invalid)) throw invalid;
      setError(invalid.message);
      return;
    }
    send(() => bonusesApi.saveCampaign(values), onSaved);
  };

  const heading = campaign.id === undefined ? t('New campaign') : t('Edit {name}', { name: campaign.title.en });
  return (
    <EditorForm title={heading} busy={busy} error={error} onSubmit={submit} onCancel={onClose}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <CampaignField name="slug" value={campaign.slug} required />
        <Choice name="kind" label="Kind" value={campaign.kind} options={BONUS_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)} />
        <CampaignField name="code" value={campaign.code ?? ''} />
        <CampaignField name="titleTr" value={campaign.title.tr} required />
        <CampaignField name="titleEn" value={campaign.title.en} required />
        <CampaignField name="sort" value={campaign.sort} inputMode="numeric" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t('Description (Turkish)')}</Field.Label>
          <Textarea name="descriptionTr" defaultValue={campaign.description.tr} maxLength={2000} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('Description (English)')}</Field.Label>
          <Textarea name="descriptionEn" defaultValue={campaign.description.en} maxLength={2000} />
        </Field.Root>
      </SimpleGrid>
      <Heading size="sm">{t('Amounts')}</Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <CampaignField name="percent" value={percent(campaign.percent)} inputMode="decimal" />
        <CampaignField name="minDeposit" value={lira(campaign.minDeposit)} inputMode="decimal" />
        <CampaignField name="maxAmount" value={lira(campaign.maxAmount)} inputMode="decimal" />
        <CampaignField name="cashbackDays" value={campaign.cashbackDays ?? ''} inputMode="numeric" />
        <CampaignField name="spins" value={campaign.spins ?? ''} inputMode="numeric" />
        <CampaignField name="spinValue" value={lira(campaign.spinValue)} inputMode="decimal" />
        <CampaignField name="gameCode" value={campaign.gameCode ?? ''} />
      </SimpleGrid>
      <Heading size="sm">{t('Schedule and eligibility')}</Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField label={t(LABELS.startsAt)} required type="datetime-local" name="startsAt" defaultValue={localValue(campaign.startsAt)} />
        <TextField label={t(LABELS.endsAt)} type="datetime-local" name="endsAt" defaultValue={localValue(campaign.endsAt)} />
        <CampaignField name="claimDays" value={campaign.claimDays} inputMode="numeric" />
        <CampaignField name="newPlayerDays" value={campaign.newPlayerDays ?? ''} inputMode="numeric" />
        <Choice name="firstDepositOnly" label="Only players with no deposit yet" value={campaign.firstDepositOnly ? 'yes' : 'no'} options={YES_NO} />
        <Choice
          name="oncePer"
          label="Once per"
          value={campaign.oncePer}
          options={BONUS_ONCE_PER.map((once) => [once, { player: 'Player', phone: 'Phone number', device: 'Device' }[once]] as const)}
        />
        <Choice name="enabled" label="Enabled" value={campaign.enabled ? 'yes' : 'no'} options={YES_NO} />
      </SimpleGrid>
      <Heading size="sm">{t('Wagering')}</Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <CampaignField name="multiplier" value={wagering.multiplier} inputMode="numeric" />
        <CampaignField name="maxBet" value={lira(wagering.maxBet)} inputMode="decimal" />
        <CampaignField name="days" value={wagering.days} inputMode="numeric" />
        <CampaignField name="minOdds" value={(wagering.minOdds / 100).toFixed(2)} inputMode="decimal" />
        <CampaignField name="slots" value={percent(wagering.contributions.slots)} inputMode="decimal" />
        <CampaignField name="table" value={percent(wagering.contributions.table)} inputMode="decimal" />
        <CampaignField name="live" value={percent(wagering.contributions.live)} inputMode="decimal" />
        <CampaignField name="sports" value={percent(wagering.contributions.sports)} inputMode="decimal" />
      </SimpleGrid>
    </EditorForm>
  );
}
