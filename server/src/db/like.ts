/** LIKE treats %, _ and \ as its own: text searched for as typed ("100%") has them escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
