import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '@arena/contracts';
import { CONTENT_CATEGORIES, MENUS, SITE_OPTIONS } from '../modules/cms/seed/site';
import { TRANSLATIONS } from './translations';

const REQUIRED_KEYS = [
  'Home',
  'Login',
  'Sign Up',
  'Logout',
  'Deposit',
  'Withdraw',
  'Promotion',
  'Promotions',
  'Claim Bonus',
  'Sports',
  'Language',
  'Select Language',
  'Safe Betting Address',
  'Retry',
  'This section could not be loaded.',
  'Please log in to continue.',
  'Page not found',
  'Loading...',
  'Live Chat',
  'Support',
  'Spor',
  'L.Casino',
  'Notifications',
  'Recovery Password',
  'Not a Member? Sign Up Now!',
  'Are you already a member? Sign In Now!',
  'Username',
  'Password',
  'Balance',
  // the screens' longer fixed texts
  'When you have a new notification, you will see it here.',
  'Skip Verification',
  'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
  'New Password',
  'Please enter your new password',
  'Password change successful. You are now directed to the login page.',
  'Resend code in',
  "Didn't get a code ?",
  'Click to resend',
  'Congratulations! Your Phone Number has been successfully verified!',
  'Click the button below to continue the process!',
];

const REPO = path.resolve(__dirname, '../../..');
const UI_SOURCES = [
  'shell/src',
  'mf-casino/src',
  'mf-sports/src',
  'mf-account/src',
  'mf-payments/src',
  'mf-cms/src',
  'packages',
  // the Originals pages the server renders, and their scripts
  'server/src/modules/originals-pages',
  'server/originals-client',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', '__tests__', 'dist'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every literal key the browser code translates: t('…') and t("…"), with or without parameters. */
function keysUsedByTheInterface(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of UI_SOURCES.flatMap((dir) => sourceFiles(path.join(REPO, dir)))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)+)\1\s*[,)]/g)) {
      used.set(match[2].replace(/\\(['"])/g, '$1'), path.relative(REPO, file));
    }
  }
  return used;
}

describe('translation dictionary', () => {
  it('holds every key the interface translates, so nothing shows untranslated', () => {
    const used = keysUsedByTheInterface();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([key]) => !(key in TRANSLATIONS.tr)).map(([key, file]) => `${key}  (${file})`);
    expect(missing).toEqual([]);
  });

  it('has identical key sets in tr and en', () => {
    expect(Object.keys(TRANSLATIONS.tr).sort()).toEqual(Object.keys(TRANSLATIONS.en).sort());
  });

  it('uses the key itself as the English text and a non-empty Turkish text', () => {
    for (const [key, value] of Object.entries(TRANSLATIONS.en)) expect(value).toBe(key);
    for (const value of Object.values(TRANSLATIONS.tr)) expect(value.trim()).not.toBe('');
  });

  it('covers every route title and the required interface strings', () => {
    const keys = [...new Set([...ROUTES.map((route) => route.titleKey), ...REQUIRED_KEYS])];
    expect(keys.filter((key) => !(key in TRANSLATIONS.tr))).toEqual([]);
  });

  it('covers the seeded menu titles, content category names and licence statement', () => {
    const licence = SITE_OPTIONS.filter(([key]) => key === 'LicenceText').map(([, value]) => value);
    expect(licence).toHaveLength(1);
    const keys = [...Object.values(MENUS).flatMap((items) => items.map(({ title }) => title)), ...CONTENT_CATEGORIES.map(({ name }) => name), ...licence];
    expect(keys.filter((key) => !(key in TRANSLATIONS.tr))).toEqual([]);
  });

  it('actually translates interface text into Turkish', () => {
    expect(TRANSLATIONS.tr['Login']).toBe('Giriş Yap');
    expect(TRANSLATIONS.tr['Safe Betting Address']).toBe('Güvenli Bahis Adresi');
  });
});
