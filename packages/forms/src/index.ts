export { schemaValidator, RULE_MESSAGES, type RuleMessage } from './validation/schema-validator';
export { MASKS, applyMask, conformToMask, maskPlaceholder, unmask, type MaskName } from './fields/masks';
export { MaskedField } from './fields/MaskedField';
export { CurrencyField, parseAmount, typedAmount } from './fields/CurrencyField';
export { FormField, FieldShell, type FormFieldProps } from './fields/FormField';
export { FormSelect, type SelectOption } from './fields/FormSelect';
export { FormCheckbox } from './fields/FormCheckbox';
export { DayField, dayRangeError, DAY_RANGE_MESSAGE } from './fields/DayField';
export { SubmitButton } from './fields/SubmitButton';
