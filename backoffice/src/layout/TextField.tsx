// A labelled text input of a form read back with fieldOf: a filter bar's player, dates and search, an
// action's amount and reason. `required` marks the field (and its input) as Chakra's Field does.
import { Field, Input, type InputProps } from '@chakra-ui/react';

type TextFieldProps = { label: string; name: string; required?: boolean } & Omit<InputProps, 'name' | 'required'>;

export function TextField({ label, required, ...input }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      <Input {...input} />
    </Field.Root>
  );
}
