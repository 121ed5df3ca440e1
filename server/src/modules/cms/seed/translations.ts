// The site's tr + en dictionary. Keys are the English text, so English values equal their keys and
// both locales share one key set by construction. The seed copies it into the translations table
// (editable later); server error messages are translated straight from here, so an error reply never
// depends on the database that may be the thing failing.

/** English key → Turkish text. */
const TR: Record<string, string> = {
  // route titles (packages/contracts/src/routes.ts)
  Home: 'Ana Sayfa',
  Promotions: 'Promosyonlar',
  Page: 'Sayfa',
  Sports: 'Spor Bahisleri',
  'Live Betting': 'Canlı Bahis',
  'E-Sports': 'E-Spor',
  'Slot Casino': 'Slot Casino',
  'Live Casino': 'Canlı Casino',
  'Virtual Games': 'Sanal Oyunlar',
  Bingo: 'Tombala',
  'TV Games': 'TV Oyunları',
  Game: 'Oyun',
  Dashboard: 'Hesabım',
  Account: 'Hesap Bilgileri',
  'Phone Verification': 'Telefon Doğrulama',
  'Change Password': 'Şifre Değiştir',
  'Financial Activities': 'Finansal İşlemler',
  'Game History': 'Oyun Geçmişi',
  'Claim Bonus': 'Bonus Talep Et',
  Bonuses: 'Bonuslarım',
  'Session History': 'Oturum Geçmişi',
  Deposit: 'Para Yatır',
  Withdraw: 'Para Çek',

  // header, navigation, bottom bar
  Login: 'Giriş Yap',
  'Sign Up': 'Üye Ol',
  Logout: 'Çıkış Yap',
  Promotion: 'Promosyon',
  'Bonus Talep': 'Bonus Talep',
  Language: 'Dil',
  'Select Language': 'Dil Seçin',
  'Safe Betting Address': 'Güvenli Bahis Adresi',
  'Live Chat': 'Canlı Destek',
  Support: 'Destek',
  Spor: 'Spor',
  'L.Casino': 'C.Casino',
  Notifications: 'Bildirimler',
  Balance: 'Bakiye',
  'Live TV': 'Canlı TV',
  'App Settings': 'Uygulama Ayarları',
  'User Code': 'Kullanıcı Kodu',
  Search: 'Ara',
  'Search games': 'Oyun ara',
  Aviator: 'Aviator',
  Casino: 'Casino',
  'Live Sports': 'Canlı Spor',
  'Tv Games': 'TV Oyunları',
  Jackpot: 'Jackpot',
  'Our new address': 'Yeni adresimiz',
  'Current address': 'Güncel adresimiz',

  // shell states
  Retry: 'Tekrar Dene',
  'This section could not be loaded.': 'Bu bölüm yüklenemedi.',
  'Please log in to continue.': 'Devam etmek için lütfen giriş yapın.',
  'Page not found': 'Sayfa bulunamadı',
  'Loading...': 'Yükleniyor...',
  'No data found': 'Veri bulunamadı',
  'Added to favorites': 'Favorilere eklendi',
  'Removed from favorites': 'Favorilerden çıkarıldı',
  'Server timeout': 'Sunucu zaman aşımı',
  'Game will be reloaded. Please wait...': 'Oyun yeniden yüklenecek. Lütfen bekleyin...',
  Close: 'Kapat',
  Yes: 'Evet',
  No: 'Hayır',
  All: 'Tümü',
  Favorites: 'Favoriler',
  Play: 'Oyna',
  Reload: 'Yeniden Yükle',

  // notifications
  'When you have a new notification, you will see it here.': 'Yeni bir bildiriminiz olduğunda burada göreceksiniz.',
  System: 'Sistem',
  Bonus: 'Bonus',

  // login, registration, recovery
  Username: 'Kullanıcı Adı',
  Password: 'Şifre',
  'Confirm Password': 'Şifre Tekrar',
  'Old Password': 'Eski Şifre',
  'New Password': 'Yeni Şifre',
  'Recovery Password': 'Şifremi Unuttum',
  'Not a Member? Sign Up Now!': 'Üye değil misiniz? Hemen Üye Olun!',
  'Are you already a member? Sign In Now!': 'Zaten üye misiniz? Hemen Giriş Yapın!',
  Name: 'Ad',
  Surname: 'Soyad',
  Email: 'E-posta',
  Phone: 'Telefon',
  'Identity Number': 'T.C. Kimlik No',
  Country: 'Ülke',
  'Birth Date': 'Doğum Tarihi',
  Day: 'Gün',
  Month: 'Ay',
  Year: 'Yıl',
  'I want to receive the trial bonus': 'Deneme bonusu almak istiyorum',
  'Skip Verification': 'Doğrulamayı Atla',
  'A code has been sent to your email address to reset your password. Please enter this code in the field below.':
    'Şifrenizi sıfırlamak için e-posta adresinize bir kod gönderildi. Lütfen bu kodu aşağıdaki alana girin.',
  'Please enter your new password': 'Lütfen yeni şifrenizi girin',
  'Password change successful. You are now directed to the login page.': 'Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.',
  Continue: 'Devam Et',
  Submit: 'Gönder',
  Change: 'Değiştir',
  Code: 'Kod',
  Congratulations: 'Tebrikler',
  'Welcome aboard!': 'Aramıza hoş geldiniz!',
  'Your account is ready. Make your first deposit and start playing.': 'Hesabınız hazır. İlk yatırımınızı yapın ve oynamaya başlayın.',
  'Would you like to claim your trial bonus?': 'Deneme bonusunuzu almak ister misiniz?',

  // phone verification
  'Send Code': 'Kod Gönder',
  Verify: 'Doğrula',
  'Update Number': 'Numarayı Güncelle',
  Verified: 'Doğrulandı',
  'Not Verified': 'Doğrulanmadı',
  'SMS Code': 'SMS Kodu',
  'Resend code in': 'Kodu yeniden gönderme süresi',
  "Didn't get a code ?": 'Kod gelmedi mi?',
  'Click to resend': 'Yeniden göndermek için tıklayın',
  'Congratulations! Your Phone Number has been successfully verified!': 'Tebrikler! Telefon numaranız başarıyla doğrulandı!',
  'Change Phone Number': 'Telefon Numarasını Değiştir',

  // payments
  'Click the button below to continue the process!': 'İşleme devam etmek için aşağıdaki butona tıklayın!',
  Amount: 'Tutar',
  Iban: 'IBAN',
  Paste: 'Yapıştır',

  // content categories and footer
  Gambling: 'Kumar',
  Policies: 'Politikalar',
  Footer: 'Alt Bilgi',
  'Quick Links': 'Hızlı Bağlantılar',
  Betting: 'Bahis',
  Games: 'Oyunlar',
  Terms: 'Koşullar',
  'Quick Contact': 'Hızlı İletişim',
  'Responsible Gaming': 'Sorumlu Oyun',
  'Gambling can be addictive. Please play responsibly.': 'Kumar bağımlılık yapabilir. Lütfen sorumlu oynayın.',
  'All rights reserved.': 'Tüm hakları saklıdır.',

  // casino categories and live filters
  Popular: 'Popüler',
  New: 'Yeni',
  'Live Roulette': 'Canlı Rulet',
  'Live Blackjack': 'Canlı Blackjack',
  'Live Poker': 'Canlı Poker',
  'Live Baccarat': 'Canlı Bakara',
  'Live Dealer': 'Canlı Krupiye',
  Slot: 'Slot',
  Crash: 'Crash',

  // server messages
  'The request is invalid.': 'İstek geçersiz.',
  'The request body is not valid JSON.': 'İstek gövdesi geçerli bir JSON değil.',
  'The request body must be a JSON object.': 'İstek gövdesi bir JSON nesnesi olmalıdır.',
  'The request body is too large.': 'İstek gövdesi çok büyük.',
  'The content type is not supported.': 'İçerik türü desteklenmiyor.',
  'The requested resource was not found.': 'İstenen kaynak bulunamadı.',
  'An unexpected error occurred. Please try again later.': 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  '{field} is required.': '{field} alanı zorunludur.',
  'Unknown field: {field}.': 'Bilinmeyen alan: {field}.',
  '{field} must be {type}.': '{field} alanı {type} olmalıdır.',
  '{field} is too short.': '{field} alanı çok kısa.',
  '{field} is too long.': '{field} alanı çok uzun.',
  '{field} is too small.': '{field} alanı çok küçük.',
  '{field} is too large.': '{field} alanı çok büyük.',
  '{field} has an invalid format.': '{field} alanının biçimi geçersiz.',
  '{field} has an invalid value.': '{field} alanının değeri geçersiz.',
  'a string': 'metin',
  'an integer': 'tam sayı',
  'a number': 'sayı',
  'a boolean': 'doğru/yanlış değeri',
  'an object': 'nesne',
  'an array': 'dizi',
};

export const DEFAULT_LOCALE = 'tr';
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGE_NAMES: Record<Locale, string> = { tr: 'Türkçe', en: 'English' };

export const TRANSLATIONS: Record<Locale, Readonly<Record<string, string>>> = {
  tr: TR,
  en: Object.fromEntries(Object.keys(TR).map((key) => [key, key])),
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Translates `key` and fills `{name}` placeholders; an unknown key falls back to itself. */
export function translate(locale: Locale, key: string, params: Record<string, string> = {}): string {
  const text = TRANSLATIONS[locale][key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
