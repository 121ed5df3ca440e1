import { Field, NativeSelect } from '@arena/ui';
import { useBusState } from '@arena/bus';
import { LOCALES, useT } from '@arena/i18n';
import { useShellServices } from '../../startup/shell-services';
import { useSite } from '../../startup/site-store';
import { switchLanguage } from './switch-language';

const FALLBACK_NAMES: Record<string, string> = { tr: 'Türkçe', en: 'English' };

/** Language selector fed by the server's language list; `withLabel` adds the 'Language' label (sidebar). */
export function LanguageSelect({ withLabel = false, testId = 'language-select' }: { withLabel?: boolean; testId?: string }) {
  const t = useT();
  const { storage, reload } = useShellServices();
  const locale = useBusState((s) => s.i18n.locale);
  const served = useSite((site) => site.languages);
  const languages = served.length > 0 ? served : LOCALES.map((l) => ({ locale: l, name: FALLBACK_NAMES[l] }));
  const select = (
    <NativeSelect.Root size="sm" w={withLabel ? 'full' : '120px'}>
      <NativeSelect.Field
        data-testid={testId}
        aria-label={t('Language')}
        value={locale}
        placeholder={withLabel ? t('Select Language') : undefined}
        onChange={(e) => e.currentTarget.value && e.currentTarget.value !== locale && switchLanguage(e.currentTarget.value, storage, reload)}
        bg="arena.raised"
        borderColor="arena.raised"
      >
        {languages.map((l) => (
          <option key={l.locale} value={l.locale}>
            {l.name ?? l.locale.toUpperCase()}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!withLabel) return select;
  return (
    <Field.Root>
      <Field.Label color="arena.muted">{t('Language')}</Field.Label>
      {select}
    </Field.Root>
  );
}
