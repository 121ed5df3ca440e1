// Elapsed play time as the player sees it (UKGC RTS 13): the game frame's clock and the reality check.

/** Whole seconds → "mm:ss", or "h:mm:ss" from the first hour on. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor(whole / 60) % 60, whole % 60];
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
