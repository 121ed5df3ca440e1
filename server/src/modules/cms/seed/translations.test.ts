import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '@arena/contracts';
import { CONTENT_CATEGORIES, MENUS } from './site';
import { TRANSLATIONS } from './translations';

const REQUIRED_KEYS = [
  'Home', 'Login', 'Sign Up', 'Logout', 'Deposit', 'Withdraw', 'Promotion', 'Promotions', 'Bonus Talep', 'Sports',
  'Language', 'Select Language', 'Safe Betting Address', 'Retry', 'This section could not be loaded.',
  'Please log in to continue.', 'Page not found', 'Loading...', 'Live Chat', 'Support', 'Spor', 'L.Casino',
  'Notifications', 'Recovery Password', 'Not a Member? Sign Up Now!', 'Are you already a member? Sign In Now!',
  'Username', 'Password', 'Balance',
  // quoted in spec §2
  'When you have a new notification, you will see it here.', 'Skip Verification',
  'A code has been sent to your email address to reset your password. Please enter this code in the field below.',
  'New Password', 'Please enter your new password', 'Password change successful. You are now directed to the login page.',
  'Resend code in', "Didn't get a code ?", 'Click to resend', 'Congratulations! Your Phone Number has been successfully verified!',
  'Click the button below to continue the process!',
];

describe('translation dictionary', () => {
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

  it('covers the seeded menu titles and content category names', () => {
    const keys = [...Object.values(MENUS).flatMap((items) => items.map(({ title }) => title)), ...CONTENT_CATEGORIES.map(({ name }) => name)];
    expect(keys.filter((key) => !(key in TRANSLATIONS.tr))).toEqual([]);
  });

  it('actually translates interface text into Turkish', () => {
    expect(TRANSLATIONS.tr['Login']).toBe('Giriş Yap');
    expect(TRANSLATIONS.tr['Safe Betting Address']).toBe('Güvenli Bahis Adresi');
  });
});
