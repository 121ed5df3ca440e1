// A labelled native select of a form read back with fieldOf: the desk's sport, status and market
// pickers, the games screens' game, provider and credential pickers.
import { Field, NativeSelect } from '@chakra-ui/react';

interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  /** the label of a first, empty choice ('All', 'Every market'); none when left out */
  any?: string;
}

export function SelectField({ label, name, options, defaultValue = '', any }: SelectFieldProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} defaultValue={defaultValue}>
          {any !== undefined && <option value="">{any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
