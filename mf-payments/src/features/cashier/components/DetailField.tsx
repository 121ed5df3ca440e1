import { DynamicFieldType, formatMoney, type PaymentDetailField } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { CurrencyField, FormField, FormSelect, MaskedField } from '@arena/forms';

/** The fields keyed Iban or CardNo get a paste button. */
const PASTE_KEYS = new Set(['Iban', 'CardNo']);

/** One server-defined field as its control: a dropdown, an amount in lira, a (masked) text. */
export function DetailField({ field }: { field: PaymentDetailField }) {
  const t = useT();
  const locale = useBusState((s) => s.i18n.locale);
  const label = t(field.label);
  if (field.objectType === DynamicFieldType.Dropdown) {
    return (
      <FormSelect
        name={field.key}
        label={label}
        placeholder={t('Select')}
        options={(field.option ?? []).map((option) => ({ value: option.id, label: option.name }))}
      />
    );
  }
  if (field.currency) {
    const limits = [
      field.min !== null && `${t('Min')} ${formatMoney(field.min, locale)}`,
      field.max !== null && `${t('Max')} ${formatMoney(field.max, locale)}`,
    ];
    return <CurrencyField name={field.key} label={label} hint={limits.filter(Boolean).join(' · ')} />;
  }
  if (field.mask !== null || PASTE_KEYS.has(field.key)) {
    return <MaskedField name={field.key} label={label} mask={field.mask} paste={PASTE_KEYS.has(field.key)} />;
  }
  return <FormField name={field.key} label={label} autoComplete="off" />;
}
