import { useField } from 'react-final-form';
import { Checkbox } from '@arena/ui';

/** A checkbox bound to a boolean form value. */
export function FormCheckbox({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const { input } = useField<boolean | undefined>(name, { type: 'checkbox' });
  return (
    <Checkbox.Root
      checked={Boolean(input.checked)}
      onCheckedChange={(e) => input.onChange(e.checked === true)}
      disabled={disabled}
      data-testid={`field-${name}`}
    >
      <Checkbox.HiddenInput name={name} data-testid={`input-${name}`} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
