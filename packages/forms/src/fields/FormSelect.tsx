import { useField } from 'react-final-form';
import { NativeSelect } from '@arena/ui';
import { FieldShell } from './FormField';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A native select bound to final-form; `numeric` keeps the value a number (ids). */
export function FormSelect({
  name,
  label,
  options,
  placeholder,
  numeric,
  disabled,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder?: string;
  numeric?: boolean;
  disabled?: boolean;
}) {
  const { input, meta } = useField<string | number | undefined>(name, {
    parse: (raw: string) => (raw === '' ? undefined : numeric ? Number(raw) : raw),
    format: (value) => (value === undefined ? '' : String(value)),
  });
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  return (
    <FieldShell name={name} label={label} error={error} disabled={disabled}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field {...input} id={name} placeholder={placeholder} data-testid={`input-${name}`}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
