import { Form } from 'react-final-form';
import { Box, Button, Grid } from '@arena/ui';
import { DayField, dayRangeError } from '@arena/forms';
import { useT } from '@arena/i18n';
import type { GameHistoryFilter } from '../hooks/use-game-history';

function validate({ startDate, endDate }: GameHistoryFilter) {
  const error = dayRangeError(startDate, endDate);
  return error ? { endDate: error } : {};
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
