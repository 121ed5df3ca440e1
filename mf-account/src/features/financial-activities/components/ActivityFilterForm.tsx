import { Form } from 'react-final-form';
import { Box, Button, Grid } from '@arena/ui';
import { DayField, dayRangeError, FormSelect } from '@arena/forms';
import { TransactionType } from '@arena/contracts';
import { useT } from '@arena/i18n';
import type { ActivityFilter } from '../hooks/use-financial-activities';

const TYPE_OPTIONS = [
  { value: TransactionType.All, label: 'All' },
  { value: TransactionType.Deposit, label: 'Deposit' },
  { value: TransactionType.Withdraw, label: 'Withdraw' },
];

function validate({ from, to }: ActivityFilter) {
  const error = dayRangeError(from, to);
  return error ? { to: error } : {};
}

/** Transaction type and date range; the list follows on Filter. */
export function ActivityFilterForm({ filter, onApply }: { filter: ActivityFilter; onApply: (filter: ActivityFilter) => void }) {
  const t = useT();
  return (
    <Form<ActivityFilter> initialValues={filter} validate={validate} onSubmit={onApply}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Filter')}>
          {/* a phone: the type on its own row, the two days side by side; a desktop: one row */}
          <Grid templateColumns={{ base: '1fr 1fr', md: '220px 190px 190px auto' }} gap="3" alignItems="start" justifyContent="start" mb="4">
            <Box gridColumn={{ base: 'span 2', md: 'auto' }}>
              <FormSelect name="type" label={t('Transaction Type')} numeric options={TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))} />
            </Box>
            <DayField name="from" label={t('Start Date')} />
            <DayField name="to" label={t('End Date')} />
            <Box gridColumn={{ base: 'span 2', md: 'auto' }} alignSelf={{ md: 'end' }}>
              <Button type="submit" colorPalette="yellow" w={{ base: 'full', md: 'auto' }} data-testid="activities-filter">
                {t('Filter')}
              </Button>
            </Box>
          </Grid>
        </form>
      )}
    </Form>
  );
}
