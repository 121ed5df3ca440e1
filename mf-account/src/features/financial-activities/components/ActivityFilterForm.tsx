import { Form, useField } from 'react-final-form';
import { Button, Flex, Input } from '@arena/ui';
import { FieldShell, FormSelect } from '@arena/forms';
import { TransactionType } from '@arena/contracts';
import { useT } from '@arena/i18n';
import type { ActivityFilter } from '../hooks/use-financial-activities';

const TYPE_OPTIONS = [
  { value: TransactionType.All, label: 'All' },
  { value: TransactionType.Deposit, label: 'Deposit' },
  { value: TransactionType.Withdraw, label: 'Withdraw' },
];

/** A calendar day; empty means no bound. */
function DayField({ name, label }: { name: 'from' | 'to'; label: string }) {
  const { input, meta } = useField<string | undefined>(name, { parse: (raw: string) => raw || undefined, format: (value: string | undefined) => value ?? '' });
  return (
    <FieldShell name={name} label={label} error={meta.touched ? (meta.error as string | undefined) : undefined}>
      <Input {...input} id={name} type="date" data-testid={`input-${name}`} />
    </FieldShell>
  );
}

function validate({ from, to }: ActivityFilter) {
  // YYYY-MM-DD compares as text
  return from && to && from > to ? { to: 'The end date must not be before the start date' } : {};
}

/** Transaction type and date range; the list follows on Filter. */
export function ActivityFilterForm({ filter, onApply }: { filter: ActivityFilter; onApply: (filter: ActivityFilter) => void }) {
  const t = useT();
  return (
    <Form<ActivityFilter> initialValues={filter} validate={validate} onSubmit={onApply}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Filter')}>
          <Flex gap="3" align="flex-end" wrap="wrap" mb="4">
            <FormSelect name="type" label={t('Transaction Type')} numeric options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} />
            <DayField name="from" label={t('Start Date')} />
            <DayField name="to" label={t('End Date')} />
            <Button type="submit" colorPalette="yellow" data-testid="activities-filter">
              {t('Filter')}
            </Button>
          </Flex>
        </form>
      )}
    </Form>
  );
}
