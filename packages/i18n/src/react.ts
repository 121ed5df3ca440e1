import { useCallback } from 'react';
import { useBusState } from '@arena/bus';
import { translate } from './translate';

/** t() bound to the translations the shell loaded onto the bus. */
export function useT(): (key: string) => string {
  const dict = useBusState((s) => s.i18n.translations);
  return useCallback((key: string) => translate(dict, key), [dict]);
}

export function useLocale(): string {
  return useBusState((s) => s.i18n.locale);
}
