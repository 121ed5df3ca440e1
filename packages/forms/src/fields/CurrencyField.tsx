import { useState } from 'react';
import { useField } from 'react-final-form';
import { formatAmount } from '@arena/contracts';
import { Input, InputGroup } from '@arena/ui';
import { FieldShell } from './FormField';

/** Minor units → tr-TR text without the symbol: 123456 → '1.234,56'. */
export const formatAmountTr = (minor: number): string => formatAmount(minor, 'tr');

/**
 * tr-TR text as typed → minor units: '.' groups thousands, ',' starts the kuruş (two at most);
 * nothing typed → undefined (a blank control). '1.234,5' → 123450.
 */
export function parseAmountTr(text: string): number | undefined {
  const [whole = '', fraction = ''] = text.replace(/[^\d,]/g, '').split(',');
  const major = whole.replace(/^0+(?=\d)/, '');
  if (major === '' && fraction === '') return undefined;
  return Number(major || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** What a player may type: digits, the thousands dots and one decimal comma with two digits at most. */
export function typedAmount(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.,]/g, '').split(',');
  return rest.length > 0 ? `${whole},${rest.join('').replace(/\./g, '').slice(0, 2)}` : whole;
}

/**
 * An amount in Turkish lira: the ₺ prefix, tr-TR formatting once the player leaves it, and
 * an integer value in minor units (kuruş). While the player types, the text stays as typed.
 */
export function CurrencyField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { input, meta } = useField<number | undefined>(name);
  const [typing, setTyping] = useState<string | null>(null);
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const text = typing ?? (typeof input.value === 'number' ? formatAmountTr(input.value) : '');
  return (
    <FieldShell name={name} label={label} error={error} hint={hint}>
      <InputGroup startAddon="₺">
        <Input
          id={name}
          name={input.name}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          onFocus={input.onFocus}
          onChange={(e) => {
            const typed = typedAmount(e.target.value);
            setTyping(typed);
            input.onChange(parseAmountTr(typed));
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
