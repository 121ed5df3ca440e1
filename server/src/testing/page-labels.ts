// The accessible names a server-rendered page writes (aria-label and title attributes), for the tests
// that every one of them comes from the page's translations.
import { TRANSLATIONS } from '../i18n/translations';

const labels = (html: string) => Array.from(html.matchAll(/\s(?:aria-label|title)="([^"]*)"/g), ([, label]) => label);

/**
 * The labels the Turkish page leaves in English: its labels side by side with the English page's (the
 * same markup in another language), those with letters that stand the same in both, unless the
 * dictionary has them the same in Turkish too (a game's name).
 */
export function englishLabelsOnTurkish(tr: string, en: string): string[] {
  const [turkish, english] = [labels(tr), labels(en)];
  if (turkish.length !== english.length) throw new Error(`the pages differ: ${turkish.length} labels in tr, ${english.length} in en`);
  return english.filter((label, index) => /\p{L}/u.test(label) && turkish[index] === label && TRANSLATIONS.tr[label] !== label);
}
