// One direction's form of a payment method, as the desk edits it: each field's label, input mask,
// pattern and (a number field only) bounds. The field list itself is the method's; the server checks
// every edit (a pattern must compile) and the players' form follows at its next request.
import { useState } from 'react';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { DynamicFieldType, type OperatorPaymentFieldEdit, type OperatorPaymentMethod, type PaymentDetailField } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { EditorForm } from '../../../layout/EditorForm';
import { Failure } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { paymentsApi } from '../api/calls';

const NUMERIC = new Set([DynamicFieldType.Int, DynamicFieldType.Long, DynamicFieldType.Decimal]);

/** '' is none; otherwise a whole number (undefined when it is not one) */
const bound = (text: string): number | null | undefined => (text.trim() === '' ? null : /^\d{1,13}$/.test(text.trim()) ? Number(text.trim()) : undefined);
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

interface MethodFieldsProps {
  method: OperatorPaymentMethod;
  direction: 'deposit' | 'withdraw';
  onSaved: () => void;
}

export function MethodFields({ method, direction, onSaved }: MethodFieldsProps) {
  const fields = direction === 'deposit' ? method.depositFields : method.withdrawFields;
  const title = direction === 'deposit' ? t('Deposit form') : t('Withdrawal form');
  const [open, setOpen] = useState(false);
  const { busy, error, setError, send } = useSend();
  const [notice, setNotice] = useState<string>();

  const summary = (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {title}:{' '}
      </Text>
      {fields === null ? t('not offered') : [t('Amount'), ...fields.map((field) => t(field.label))].join(', ')}
    </Text>
  );
  if (fields === null || fields.length === 0) return summary;

  const submit = (form: HTMLFormElement) => {
    const edits: OperatorPaymentFieldEdit[] = [];
    for (const field of fields) {
      const value = (name: string) => fieldOf(form, `${field.key}.${name}`);
      const min = NUMERIC.has(field.objectType) ? bound(value('min')) : null;
      const max = NUMERIC.has(field.objectType) ? bound(value('max')) : null;
      if (min === undefined || max === undefined) {
        setError(t('Enter a whole number for {field}.', { field: field.label }));
        return;
      }
      edits.push({ key: field.key, label: value('label').trim() || field.label, mask: orNull(value('mask')), pattern: orNull(value('pattern')), min, max });
    }
    setNotice(undefined);
    send(
      () => paymentsApi.saveFields({ id: method.id, direction, fields: edits }),
      (message) => {
        setNotice(message);
        onSaved();
      },
    );
  };

  return (
    <Stack gap="2">
      <HStack justify="space-between" flexWrap="wrap">
        {summary}
        <Button
          size="xs"
          variant="outline"
          onClick={() => setOpen(true)}
          aria-expanded={open}
          aria-label={t('Edit {form} of {name}', { form: title, name: method.name })}
        >
          {t('Edit fields')}
        </Button>
      </HStack>
      {open && (
        <EditorForm title={t('{form} of {name}', { form: title, name: method.name })} busy={busy} onSubmit={submit} onCancel={() => setOpen(false)}>
          {fields.map((field: PaymentDetailField) => (
            <Box key={field.key} borderTopWidth="1px" pt="2">
              <Text fontSize="sm" fontWeight="semibold">
                {field.key}
              </Text>
              <HStack align="flex-end" flexWrap="wrap" gap="3">
                <Field.Root required w={{ base: 'full', sm: '220px' }}>
                  <Field.Label>{t('Label')}</Field.Label>
                  <Input name={`${field.key}.label`} defaultValue={field.label} maxLength={60} />
                </Field.Root>
                <Field.Root w={{ base: 'full', sm: '220px' }}>
                  <Field.Label>{t('Mask')}</Field.Label>
                  <Input name={`${field.key}.mask`} defaultValue={field.mask ?? ''} maxLength={60} />
                </Field.Root>
                <Field.Root w={{ base: 'full', sm: '280px' }}>
                  <Field.Label>{t('Pattern')}</Field.Label>
                  <Input name={`${field.key}.pattern`} defaultValue={field.pattern ?? ''} maxLength={300} fontFamily="mono" />
                </Field.Root>
                {NUMERIC.has(field.objectType) && (
                  <>
                    <Field.Root w={{ base: 'full', sm: '120px' }}>
                      <Field.Label>{t('Minimum')}</Field.Label>
                      <Input name={`${field.key}.min`} inputMode="numeric" defaultValue={field.min ?? ''} />
                    </Field.Root>
                    <Field.Root w={{ base: 'full', sm: '120px' }}>
                      <Field.Label>{t('Maximum')}</Field.Label>
                      <Input name={`${field.key}.max`} inputMode="numeric" defaultValue={field.max ?? ''} />
                    </Field.Root>
                  </>
                )}
              </HStack>
            </Box>
          ))}
          {error && <Failure message={error} />}
          {notice && <Text role="status">{notice}</Text>}
        </EditorForm>
      )}
    </Stack>
  );
}
