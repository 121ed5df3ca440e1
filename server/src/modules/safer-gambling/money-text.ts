// Amounts as the history file and the markers' evidence write them: major units with two decimals and
// a dot, no grouping, no symbol ("-1234.50"), the same in every language, so a spreadsheet or a reader
// of the evidence never guesses at a separator. Integer maths: no float holds money.
export function majorUnits(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
