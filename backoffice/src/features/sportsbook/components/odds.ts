/** decimal odds in hundredths → "1.85" (integers only: the wire's prices never pass through a float) */
export const odds = (price: number): string => `${Math.floor(price / 100)}.${String(price % 100).padStart(2, '0')}`;

/** basis points → "6.00 %" */
export const percent = (bp: number): string => `${odds(bp)} %`;
