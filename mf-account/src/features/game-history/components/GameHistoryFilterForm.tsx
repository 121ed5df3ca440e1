import { Form, useField } from 'react-final-form';
import { Box, Button, Grid, Input } from '@arena/ui';
import { FieldShell } from '@arena/forms';
import { useT } from '@arena/i18n';
import type { GameHistoryFilter } from '../hooks/use-game-history';

type DayName = keyof GameHistoryFilter;

/** A calendar day; empty means no bound. */
function DayField({ name, label }: { name: DayName; label: string }) {
  const { input, meta } = useField<string | undefined>(name, { parse: (raw: string) => raw || undefined, format: (value: string | undefined) => value ?? '' });
  return (
    <FieldShell name={name} label={label} error={meta.touched ? (meta.error as string | undefined) : undefined}>
      <Input {...input} id={name} type="date" data-testid={`input-${name}`} />
    </FieldShell>
  );
}

function validate({ startDate, endDate }: GameHistoryFilter) {
  // YYYY-MM-DD compares as text
  return startDate && endDate && startDate > endDate ? { endDate: 'The end date must not be before the start date' } : {};
}

/** The date range of the rounds; the list follows on Filter. */
export function GameHistoryFilterForm({ filter, onApply }: { filter: GameHistoryFilter; onApply: (filter: GameHistoryFilter) => void }) {
  const t = useT();
  return (
    <Form<GameHistoryFilter> initialValues={filter} validate={validate} onSubmit={onApply}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Filter')}>
          {/* a phone: the two days side by side, Filter below; a desktop: one row */}
          <Grid templateColumns={{ base: '1fr 1fr', md: '190px 190px auto' }} gap="3" alignItems="start" justifyContent="start" mb="4">
            <DayField name="startDate" label={t('Start Date')} />
            <DayField name="endDate" label={t('End Date')} />
            <Box gridColumn={{ base: 'span 2', md: 'auto' }} alignSelf={{ md: 'end' }}>
              <Button type="submit" colorPalette="yellow" w={{ base: 'full', md: 'auto' }} data-testid="game-history-filter">
                {t('Filter')}
              </Button>
            </Box>
          </Grid>
        </form>
      )}
    </Form>
  );
}
