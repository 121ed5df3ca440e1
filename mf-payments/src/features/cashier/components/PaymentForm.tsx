import { useMemo, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { Stack } from '@arena/ui';
import { paymentDetailPayload, paymentDetailSchema, type PaymentDetailField, type PaymentMethod, type PaymentRequest } from '@arena/contracts';
import { schemaValidator, SubmitButton } from '@arena/forms';
import { DetailField } from './DetailField';

type Values = Record<string, unknown>;

/**
 * A method's form, built from its field definitions: every field required, checked with
 * the JSON Schema the server checks the detail with, on the payload the form would send (numbers as
 * numbers, dropdown ids as numbers when numeric); submit stays disabled until it holds. `footer` replaces
 * the submit button (the deposit's continue button); a failed call keeps the values for a retry.
 */
export function PaymentForm({
  method,
  fields,
  submitLabel,
  onSubmit,
  resetOnSuccess,
  footer,
  children,
}: {
  method: PaymentMethod;
  fields: PaymentDetailField[];
  submitLabel: string;
  onSubmit: (request: PaymentRequest) => Promise<unknown>;
  resetOnSuccess?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const validate = useMemo(() => {
    const check = schemaValidator<Values>(paymentDetailSchema(fields));
    return (values: Values) => check(paymentDetailPayload(fields, values));
  }, [fields]);

  return (
    <Form<Values>
      validate={validate}
      onSubmit={async (values, form) => {
        try {
          await onSubmit({ id: method.id, target: 'pay', detail: paymentDetailPayload(fields, values) });
        } catch {
          // the api-client has shown the server's message; the values stay for another try
          return;
        }
        if (resetOnSuccess) setTimeout(() => form.restart());
      }}
      render={({ handleSubmit }) => (
        <Stack as="form" gap="4" onSubmit={handleSubmit} data-testid="payment-form">
          {fields.map((field) => (
            <DetailField key={field.key} field={field} />
          ))}
          {children}
          {footer ?? (
            <SubmitButton size="lg" w="full" data-testid="payment-submit">
              {submitLabel}
            </SubmitButton>
          )}
        </Stack>
      )}
    />
  );
}
