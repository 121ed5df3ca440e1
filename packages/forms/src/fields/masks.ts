/**
 * Input masks: '9' takes a digit, 'A' a letter, '*' either; any other character is a
 * literal, shown as is, e.g. 'TR99 9999 9999 9999 9999 9999 99' or '99 99 99'.
 */
export const MASKS = {
  /** shown after the fixed prefix 90 */
  phone: '9999999999',
  smsCode: '99 99 99',
  personalNo: '99999999999',
} as const;

export type MaskName = keyof typeof MASKS;

const SLOTS: Record<string, RegExp> = { '9': /\d/, A: /\p{L}/u, '*': /[\p{L}\d]/u };

/**
 * Typed or pasted text laid over the mask: each slot takes the next fitting character (others are
 * dropped), a literal is written when more input follows and swallows the same character typed by
 * the player (case-insensitive), so 'tr12…' and 'TR 12…' both become 'TR12 …'. Cut at the mask's end.
 */
export function conformToMask(mask: string, input: string | undefined): string {
  const chars = [...(input ?? '')];
  let next = 0;
  let out = '';
  for (const slot of mask) {
    const fits = SLOTS[slot];
    if (fits) {
      while (next < chars.length && !fits.test(chars[next])) next += 1;
      if (next >= chars.length) break;
      out += chars[next++];
    } else {
      if (next >= chars.length) break;
      if (chars[next].toLowerCase() === slot.toLowerCase()) next += 1;
      out += slot;
    }
  }
  // a literal only ever leads the next slot's character: none is left dangling at the end
  return out.replace(/[^\p{L}\d]+$/u, '');
}

/** The characters the player filled the slots with (the literals left out). */
function slotValues(mask: string, display: string): string {
  return [...display].filter((char, i) => SLOTS[mask[i]]).join('');
}

/** Display text → value: what fills the slots, without the literals; empty → undefined (a blank control). */
export function unmask(mask: string, display: string): string | undefined {
  const value = slotValues(mask, conformToMask(mask, display));
  return value === '' ? undefined : value;
}

/** Value (slots only) → display text, literals between the typed characters. */
export function applyMask(mask: string, value: string | undefined): string {
  return conformToMask(mask, value);
}

/** The mask as a placeholder: a 0 for each digit, the letters and literals as they are. */
export const maskPlaceholder = (mask: string) => mask.replace(/9/g, '0');
