import { memo } from 'react';
import { NativeSelect } from '@arena/ui';
import { useT } from '@arena/i18n';
import { ODDS_FORMATS, type OddsFormat } from '@arena/contracts';
import { useOddsFormat } from '@arena/account-ui';

const LABELS: Record<OddsFormat, string> = { decimal: 'Decimal', fractional: 'Fractional', american: 'American' };

/** The sportsbook toolbar's odds format choice. */
export const OddsFormatSelect = memo(function OddsFormatSelect() {
  const t = useT();
  const [format, setFormat] = useOddsFormat();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={t('Odds format')}
        data-testid="odds-format"
        value={format}
        onChange={(event) => setFormat(event.currentTarget.value as OddsFormat)}
      >
        {ODDS_FORMATS.map((value) => (
          <option key={value} value={value}>
            {t(LABELS[value])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
