/** The Network Information API's data saver; not in every browser nor in TypeScript's DOM types. */
interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

/** Whether a moving background may play: not when the player asked for less motion or to save data. */
export function motionAllowed(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  return !(navigator as Navigator & SaveDataNavigator).connection?.saveData;
}
