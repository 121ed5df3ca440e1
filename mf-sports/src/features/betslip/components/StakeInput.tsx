import { useState } from 'react';
import { formatAmount } from '@arena/contracts';
import { parseAmount, typedAmount } from '@arena/forms';
import { useLocale } from '@arena/i18n';
import { Input, InputGroup } from '@arena/ui';

/** The stake per bet in lira as typed in the page's language, kept as minor units; formatted when the player leaves it. */
export function StakeInput({ value, onChange, label }: { value: number | null; onChange: (minor: number | null) => void; label: string }) {
  const locale = useLocale();
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? (value === null ? '' : formatAmount(value, locale));
  return (
    <InputGroup startAddon="₺">
      <Input
        aria-label={label}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatAmount(0, locale)}
        data-testid="slip-stake"
        onChange={(e) => {
          const typed = typedAmount(e.target.value, locale);
          setTyping(typed);
          onChange(parseAmount(typed, locale) ?? null);
        }}
        onBlur={() => setTyping(null)}
      />
    </InputGroup>
  );
}
