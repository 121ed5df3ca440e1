// The filter bar above a list: its fields side by side (wrapping on a phone), applied by the button
// when onApply is given, or live by the fields themselves when it is not.
import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
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
      <HStack align="flex-end" flexWrap="wrap" gap="3">
        {children}
        {onApply && <Button type="submit">{t('Apply filters')}</Button>}
      </HStack>
    </form>
  );
}
