import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { Checkbox, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/**
 * A checkbox bound to a boolean form value. A box that must be ticked (a Type.Literal(true) in its
 * schema) shows its error once the player has ticked it and taken the tick away, or tried to submit.
 * The label may hold a link (the terms a consent box refers to).
 */
export function FormCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const t = useT();
  const { input, meta } = useField<boolean | undefined>(name, { type: 'checkbox' });
  // a box has no moment of leaving it: once changed, it has been answered
  const error = meta.touched || meta.modified ? (meta.error as string | undefined) : undefined;
  return (
    <Checkbox.Root
      checked={Boolean(input.checked)}
      onCheckedChange={(e) => input.onChange(e.checked === true)}
      disabled={disabled}
      invalid={Boolean(error)}
      alignItems="flex-start"
      data-testid={`field-${name}`}
    >
      <Checkbox.HiddenInput name={name} data-testid={`input-${name}`} aria-invalid={Boolean(error)} aria-describedby={error ? `error-${name}` : undefined} />
      <Checkbox.Control />
      <Checkbox.Label>
        {label}
        {error && (
          <Text as="span" display="block" color="fg.error" fontSize="xs" id={`error-${name}`} data-testid={`error-${name}`}>
            {t(error)}
          </Text>
        )}
      </Checkbox.Label>
    </Checkbox.Root>
  );
}
