// Keys the shell's chrome (header, mobile navigation, footer) uses that the site dictionary
// (translations.ts) does not already hold. English key → tr and en text; to be merged into the seed.
export const shellTranslations: Record<string, { tr: string; en: string }> = {
  Menu: { tr: 'Menü', en: 'Menu' },
  Telegram: { tr: 'Telegram', en: 'Telegram' },
  WhatsApp: { tr: 'WhatsApp', en: 'WhatsApp' },
  Facebook: { tr: 'Facebook', en: 'Facebook' },
  Twitter: { tr: 'Twitter', en: 'Twitter' },
  Instagram: { tr: 'Instagram', en: 'Instagram' },
  YouTube: { tr: 'YouTube', en: 'YouTube' },
  Licence: { tr: 'Lisans', en: 'Licence' },
  'On a change to the terms and conditions, existing users may stop using the service at least two weeks after the announcement.': {
    tr: 'Şartlar ve koşullarda bir değişiklik yapılması halinde, mevcut kullanıcılar değişikliğin duyurulmasından en az iki hafta sonra hizmeti kullanmayı bırakabilir.',
    en: 'On a change to the terms and conditions, existing users may stop using the service at least two weeks after the announcement.',
  },
};
