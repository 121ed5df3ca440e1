import { useState } from 'react';
import { useField } from 'react-final-form';
import { formatAmount } from '@arena/contracts';
import { useLocale } from '@arena/i18n';
import { Input, InputGroup } from '@arena/ui';
import { FieldShell } from './FormField';

/** The mark that starts the kuruş as the page's language writes it (formatAmount's): ',' in Turkish, '.' in English. */
const decimalMark = (locale: string) => (locale === 'en' ? '.' : ',');

/**
 * Text as typed in the page's language → minor units: the other mark groups thousands, the decimal
 * mark starts the kuruş (two at most); nothing typed → undefined (a blank control).
 * '1.234,5' (tr) and '1,234.5' (en) → 123450.
 */
export function parseAmount(text: string, locale: string): number | undefined {
  const mark = decimalMark(locale);
  const [whole = '', fraction = ''] = text.replace(/[^\d.,]/g, '').split(mark);
  const major = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (major === '' && fraction === '') return undefined;
  return Number(major || '0') * 100 + Number(fraction.replace(/\D/g, '').slice(0, 2).padEnd(2, '0'));
}

/** What a player may type: digits, the thousands marks and one decimal mark with two digits at most. */
export function typedAmount(text: string, locale: string): string {
  const mark = decimalMark(locale);
  const [whole = '', ...rest] = text.replace(/[^\d.,]/g, '').split(mark);
  return rest.length > 0 ? `${whole}${mark}${rest.join('').replace(/\D/g, '').slice(0, 2)}` : whole;
}

/**
 * An amount in Turkish lira: the ₺ prefix, written as the page's language does once the player leaves
 * it, and an integer value in minor units (kuruş). While the player types, the text stays as typed.
 */
export function CurrencyField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const locale = useLocale();
  const { input, meta } = useField<number | undefined>(name);
  const [typing, setTyping] = useState<string | null>(null);
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const text = typing ?? (typeof input.value === 'number' ? formatAmount(input.value, locale) : '');
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      <InputGroup startAddon="₺">
        <Input
          id={name}
          name={input.name}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatAmount(0, locale)}
          onFocus={input.onFocus}
          onChange={(e) => {
            const typed = typedAmount(e.target.value, locale);
            setTyping(typed);
            input.onChange(parseAmount(typed, locale));
          }}
          onBlur={() => {
            setTyping(null);
            input.onBlur();
          }}
          data-testid={`input-${name}`}
        />
      </InputGroup>
    </FieldShell>
  );
}
