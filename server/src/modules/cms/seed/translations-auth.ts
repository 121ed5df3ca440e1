// Keys added by the auth dialogs, the form kit and the account area (issue 4, browser half) that
// translations.ts does not have yet. Keys are the English text, like the main dictionary.
export const authTranslations: Record<string, { tr: string; en: string }> = {
  // form errors: a control shows its first error as one short text per rule (spec §5)
  'This field is required': { tr: 'Bu alan zorunludur', en: 'This field is required' },
  'Too short': { tr: 'Çok kısa', en: 'Too short' },
  'Too long': { tr: 'Çok uzun', en: 'Too long' },
  'Invalid format': { tr: 'Geçersiz biçim', en: 'Invalid format' },
  'Passwords do not match': { tr: 'Şifreler eşleşmiyor', en: 'Passwords do not match' },
  'Invalid value': { tr: 'Geçersiz değer', en: 'Invalid value' },

  // session history
  'Login Time': { tr: 'Giriş Zamanı', en: 'Login Time' },
  'Last Seen': { tr: 'Son Görülme', en: 'Last Seen' },
  'IP Address': { tr: 'IP Adresi', en: 'IP Address' },
  Device: { tr: 'Cihaz', en: 'Device' },
  Fingerprint: { tr: 'Cihaz Kimliği', en: 'Fingerprint' },
  Status: { tr: 'Durum', en: 'Status' },
  Active: { tr: 'Aktif', en: 'Active' },
  'Logged out': { tr: 'Çıkış yapıldı', en: 'Logged out' },
  Revoked: { tr: 'Sonlandırıldı', en: 'Revoked' },
  Expired: { tr: 'Süresi doldu', en: 'Expired' },
};
