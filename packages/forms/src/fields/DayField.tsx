import { useField } from 'react-final-form';
import { Input } from '@arena/ui';
import { FieldShell } from './FormField';

/** A calendar day (YYYY-MM-DD) for a date filter; empty means no bound. */
export function DayField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<string | undefined>(name, { parse: (raw: string) => raw || undefined, format: (value: string | undefined) => value ?? '' });
  return (
    <FieldShell name={name} label={label} error={meta.touched ? (meta.error as string | undefined) : undefined}>
      <Input {...input} id={name} type="date" data-testid={`input-${name}`} />
    </FieldShell>
  );
}

export const DAY_RANGE_MESSAGE = 'The end date must not be before the start date';

/** The message for a range whose end day comes before its start day, else undefined. */
export function dayRangeError(start: string | undefined, end: string | undefined): string | undefined {
  // YYYY-MM-DD compares as text
  return start && end && start > end ? DAY_RANGE_MESSAGE : undefined;
}
