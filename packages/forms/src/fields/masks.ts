/**
 * Input masks: '0' takes one digit, any other character is shown as is. The form value holds the
 * digits only (the mask is display), e.g. SMS code '12 34 56' ↔ '123456'.
 */
export const MASKS = {
  /** shown after the fixed prefix 90 */
  phone: '0000000000',
  smsCode: '00 00 00',
  personalNo: '00000000000',
} as const;

export type MaskName = keyof typeof MASKS;

export function digitCount(mask: string): number {
  return mask.split('').filter((c) => c === '0').length;
}

/** Display text → value: its digits, cut to the mask's capacity; empty → undefined (a blank control). */
export function unmask(mask: string, display: string): string | undefined {
  const digits = display.replace(/\D/g, '').slice(0, digitCount(mask));
  return digits === '' ? undefined : digits;
}

/** Value → display text: digits laid over the mask, literals only between typed digits. */
export function applyMask(mask: string, value: string | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '0') out += digits[next++];
    else out += slot;
  }
  return out;
}
