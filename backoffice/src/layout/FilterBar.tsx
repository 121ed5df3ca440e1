// The filter bar above a list: its fields side by side in cells of at least 180 px (one a row on a
// phone), applied by the button when onApply is given, or live by the fields themselves when it is not.
import type { ReactNode } from 'react';
import { Button, Grid } from '@chakra-ui/react';
import { t } from '../i18n/texts';

export function FilterBar({ onApply, children }: { onApply?: (form: HTMLFormElement) => void; children: ReactNode }) {
  return (
    <form
      aria-label={t('Filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply?.(event.currentTarget);
      }}
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }} gap="3" alignItems="end" justifyItems="start">
        {children}
        {onApply && <Button type="submit">{t('Apply filters')}</Button>}
      </Grid>
    </form>
  );
}
