import { useState } from 'react';
import { formatAmountTr, parseAmountTr, typedAmount } from '@arena/forms';
import { Input, InputGroup } from '@arena/ui';

/** The stake per bet in lira as typed (tr-TR), kept as minor units; formatted when the player leaves it. */
export function StakeInput({ value, onChange, label }: { value: number | null; onChange: (minor: number | null) => void; label: string }) {
  const [typing, setTyping] = useState<string | null>(null);
  const text = typing ?? (value === null ? '' : formatAmountTr(value));
  return (
    <InputGroup startAddon="₺">
      <Input
        aria-label={label}
        value={text}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        data-testid="slip-stake"
        onChange={(e) => {
          const typed = typedAmount(e.target.value);
          setTyping(typed);
          onChange(parseAmountTr(typed) ?? null);
        }}
        onBlur={() => setTyping(null)}
      />
    </InputGroup>
  );
}
