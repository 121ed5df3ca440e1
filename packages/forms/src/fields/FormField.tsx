import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Field, Input, InputGroup } from '@arena/ui';
import { useT } from '@arena/i18n';
import { MASKS, applyMask, maskPlaceholder, unmask, type MaskName } from './masks';

/** A control's label, the control, and its first error (translated) once the player has left it. */
export function FieldShell({
  name,
  label,
  error,
  hint,
  disabled,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  /** a line under the control while it has no error (limits, format) */
  hint?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    // the field's id is its control's (FormField, FormSelect: the name), which the label points at
    <Field.Root id={name} invalid={Boolean(error)} disabled={disabled} data-testid={`field-${name}`}>
      <Field.Label>{label}</Field.Label>
      {children}
      {error ? <Field.ErrorText data-testid={`error-${name}`}>{t(error)}</Field.ErrorText> : hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}

export interface FormFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email';
  mask?: MaskName;
  /** fixed text shown before the value and not part of it (the phone's 90) */
  prefix?: string;
  disabled?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
}

const identity = (value: string | undefined) => value ?? '';

/** A text input bound to final-form; a masked one keeps the digits as its value. */
export function FormField({ name, label, type = 'text', mask, prefix, disabled, readOnly, autoComplete }: FormFieldProps) {
  const pattern = mask && MASKS[mask];
  const { input, meta } = useField<string | undefined>(name, {
    parse: pattern ? (display: string) => unmask(pattern, display) : undefined,
    format: pattern ? (value: string | undefined) => applyMask(pattern, value) : identity,
  });
  const error = meta.touched ? (meta.error as string | undefined) : undefined;
  const control = (
    <Input
      {...input}
      id={name}
      type={type}
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete}
      inputMode={pattern ? 'numeric' : undefined}
      placeholder={pattern && maskPlaceholder(pattern)}
      data-testid={`input-${name}`}
    />
  );
  return (
    <FieldShell name={name} label={label} error={error} disabled={disabled}>
      {prefix ? <InputGroup startAddon={prefix}>{control}</InputGroup> : control}
    </FieldShell>
  );
}
