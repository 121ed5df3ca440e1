import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Box, Button, Grid } from '@arena/ui';
import { DayField, dayRangeError } from '@arena/forms';
import { useT } from '@arena/i18n';

interface DayRangeFilterFormProps<F> {
  filter: F;
  onApply: (filter: F) => void;
  /** the filter's first and last day fields */
  days: readonly [keyof F & string, keyof F & string];
  /** a field before the days (e.g. the transaction type), with its column's width on a desktop */
  leading?: { field: ReactNode; width: string };
  /** the Filter button's test id */
  testId: string;
}

/** A list's date-range filter, with an optional field before the days; the list follows on Filter. */
export function DayRangeFilterForm<F extends object>({ filter, onApply, days: [from, to], leading, testId }: DayRangeFilterFormProps<F>) {
  const t = useT();
  const validate = (values: F) => {
    const error = dayRangeError(values[from] as string, values[to] as string);
    return error ? { [to]: error } : {};
  };
  return (
    <Form<F> initialValues={filter} validate={validate} onSubmit={onApply}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Filter')}>
          {/* a phone: the leading field on its own row, the two days side by side, Filter below; a desktop: one row */}
          <Grid
            templateColumns={{ base: '1fr 1fr', md: `${leading ? `${leading.width} ` : ''}190px 190px auto` }}
            gap="3"
            alignItems="start"
            justifyContent="start"
            mb="4"
          >
            {leading && <Box gridColumn={{ base: 'span 2', md: 'auto' }}>{leading.field}</Box>}
            <DayField name={from} label={t('Start Date')} />
            <DayField name={to} label={t('End Date')} />
            <Box gridColumn={{ base: 'span 2', md: 'auto' }} alignSelf={{ md: 'end' }}>
              <Button type="submit" colorPalette="yellow" w={{ base: 'full', md: 'auto' }} data-testid={testId}>
                {t('Filter')}
              </Button>
            </Box>
          </Grid>
        </form>
      )}
    </Form>
  );
}
