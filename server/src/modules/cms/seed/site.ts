// Seed content of a believable Turkish-default site: options, domains, menus, pages and their categories.
import type { Locale } from '../../../i18n/translations';

export const DOMAINS = { current: 'arenabet1042.com', next: 'arenabet1043.com' };

/** [key, value, enabled] — disabled rows exist to prove the list keeps enabled ones only. */
export const SITE_OPTIONS: readonly (readonly [string, string, boolean])[] = [
  ['Telegram', 'https://t.me/arenabet_official', true],
  ['WhatsApp', 'https://wa.me/905321042042', true],
  ['LiveTv', 'https://tv.arenabet1042.com/live', true],
  ['LiveChat', 'https://chat.arenabet1042.com/widget', true],
  ['TelegramContact1', 'https://t.me/arenabet_destek', true],
  ['TelegramContact2', 'https://t.me/arenabet_vip', true],
  ['WhatsAppContact1', 'https://wa.me/905321042001', true],
  ['WhatsAppContact2', 'https://wa.me/905321042002', true],
  ['WhatsAppContact3', 'https://wa.me/905321042003', true],
  ['WhatsAppContact4', 'https://wa.me/905321042004', true],
  ['Facebook', 'https://www.facebook.com/arenabet', true],
  ['Twitter', 'https://x.com/arenabet', true],
  ['Instagram', 'https://www.instagram.com/arenabet', true],
  ['Youtube', 'https://www.youtube.com/@arenabet', true],
  ['LicenceUrl', 'https://licensing.gaming-curacao.com/validator/?lh=arenabet', true],
  ['LicenceLogo', '/media/licence-gcb.svg', true],
  [
    'LicenceText',
    'Arena is operated by Arena Entertainment N.V. (registration no. 158432), Abraham de Veerstraat 9, Willemstad, Curaçao, licensed by the Curaçao Gaming Control Board under licence OGL/2024/1187/0421.',
    true,
  ],
  ['MainDomain', 'arenabet.com', true],
  ['Snapchat', 'https://www.snapchat.com/add/arenabet', false],
  ['TelegramOld', 'https://t.me/arenabet_eski', false],
  ['MaintenanceNotice', 'Planned maintenance 03:00-04:00', false],
];

/** Menu items; `title` is a translation key. A `game:<gameCode>` url opens that game instead of a route. */
export const MENUS: Record<string, readonly { url: string; icon: string; svgStyle: string | null; title: string }[]> = {
  main: [
    { url: '/spor', icon: 'sports', svgStyle: null, title: 'Sports' },
    { url: '/livespor', icon: 'live-sports', svgStyle: 'color: #e53e3e', title: 'Live Betting' },
    { url: '/casino/slot', icon: 'slot', svgStyle: null, title: 'Slot Casino' },
    { url: '/casino/live', icon: 'live-casino', svgStyle: null, title: 'Live Casino' },
    { url: 'game:aviator', icon: 'aviator', svgStyle: 'color: #e50539', title: 'Aviator' },
    { url: '/casino/games', icon: 'virtual', svgStyle: null, title: 'Virtual Games' },
    { url: '/casino/tvbets', icon: 'tv', svgStyle: null, title: 'TV Games' },
    { url: '/casino/bingo', icon: 'bingo', svgStyle: null, title: 'Bingo' },
    { url: '/esports', icon: 'esports', svgStyle: null, title: 'E-Sports' },
    { url: '/promotions', icon: 'gift', svgStyle: 'color: #f6c90e', title: 'Promotions' },
  ],
  mobile: [
    { url: '/', icon: 'home', svgStyle: null, title: 'Home' },
    { url: '/spor', icon: 'sports', svgStyle: null, title: 'Sports' },
    { url: '/livespor', icon: 'live-sports', svgStyle: null, title: 'Live Betting' },
    { url: '/casino/slot', icon: 'slot', svgStyle: null, title: 'Slot Casino' },
    { url: '/casino/live', icon: 'live-casino', svgStyle: null, title: 'Live Casino' },
    { url: '/casino/games', icon: 'virtual', svgStyle: null, title: 'Virtual Games' },
    { url: '/casino/tvbets', icon: 'tv', svgStyle: null, title: 'TV Games' },
    { url: '/esports', icon: 'esports', svgStyle: null, title: 'E-Sports' },
    { url: '/promotions', icon: 'gift', svgStyle: null, title: 'Promotions' },
    { url: '/dashboard/claim-bonus', icon: 'bonus', svgStyle: null, title: 'Bonus Talep' },
  ],
};

interface SeedPage {
  id: number;
  status: boolean;
  text: Record<Locale, { title: string; body: string }>;
}

const TERMS_NOTICE_TR =
  '<p>Şartlar ve koşullarda bir değişiklik yapılması halinde, mevcut kullanıcılar değişikliğin duyurulmasından en az iki hafta sonra hizmeti kullanmayı bırakabilir.</p>';

export const PAGES: readonly SeedPage[] = [
  {
    id: 1,
    status: true,
    text: {
      tr: {
        title: 'Genel Şartlar ve Koşullar',
        body:
          '<h2>1. Giriş</h2><p>Bu sitede hesap açan her kullanıcı aşağıdaki şartları kabul etmiş sayılır. Hizmetlerimizi kullanmak için 18 yaşını doldurmuş olmanız gerekir.</p>' +
          '<h2>2. Hesap</h2><p>Her kullanıcı yalnızca bir hesap açabilir. Hesap bilgilerinin doğru ve güncel tutulması kullanıcının sorumluluğundadır.</p>' +
          '<h2>3. Para Yatırma ve Çekme</h2><p>Para çekme talepleri, kimlik doğrulaması tamamlandıktan sonra işleme alınır. Bonus kullanımı, ilgili promosyonun çevrim şartlarına tabidir.</p>' +
          '<h2>4. Değişiklikler</h2>' +
          TERMS_NOTICE_TR,
      },
      en: {
        title: 'General Terms and Conditions',
        body:
          '<h2>1. Introduction</h2><p>Everyone who opens an account on this site accepts the terms below. You must be at least 18 years old to use our services.</p>' +
          '<h2>2. Account</h2><p>Each user may hold one account only. Keeping the account details correct and up to date is the user’s responsibility.</p>' +
          '<h2>3. Deposits and Withdrawals</h2><p>Withdrawals are processed once identity verification is complete. Bonuses are subject to the wagering requirements of their promotion.</p>' +
          '<h2>4. Changes</h2><p>When these terms change, existing users may stop using the service at least two weeks after the announcement.</p>',
      },
    },
  },
  page(
    2,
    'Gizlilik Politikası',
    'Privacy Policy',
    'Kişisel verileriniz 6698 sayılı KVKK ve GDPR ilkelerine uygun olarak işlenir ve üçüncü kişilerle paylaşılmaz.',
    'Your personal data is processed in line with the GDPR and is never sold to third parties.',
  ),
  page(
    3,
    'Çerez Politikası',
    'Cookie Policy',
    'Sitemiz oturumunuzu sürdürmek ve deneyiminizi iyileştirmek için çerezler kullanır.',
    'We use cookies to keep you signed in and to improve your experience.',
  ),
  page(
    4,
    'KYC ve AML Politikası',
    'KYC and AML Policy',
    'Kara para aklamanın önlenmesi için para çekme öncesinde kimlik ve adres doğrulaması istenebilir.',
    'To prevent money laundering we may ask for proof of identity and address before a withdrawal.',
  ),
  page(
    5,
    'Sorumlu Kumar',
    'Responsible Gambling',
    'Kumar bir eğlence aracıdır, gelir kaynağı değildir. Bütçenizi belirleyin ve kayıplarınızı kovalamayın.',
    'Gambling is entertainment, not a source of income. Set a budget and never chase your losses.',
  ),
  page(
    6,
    'Kendini Oyundan Men',
    'Self-Exclusion',
    'Destek ekibimizle iletişime geçerek hesabınızı 6 ay ile 5 yıl arasında bir süre için kapatabilirsiniz.',
    'Contact our support team to close your account for any period from 6 months to 5 years.',
  ),
  page(
    7,
    'Reşit Olmayanların Korunması',
    'Underage Gambling',
    '18 yaşından küçüklerin üye olması yasaktır; şüpheli hesaplar kapatılır.',
    'Players under 18 may not register; suspicious accounts are closed.',
  ),
  page(
    8,
    'Hakkımızda',
    'About Us',
    'Arena, spor bahisleri ve casino oyunlarını tek çatı altında sunan bir eğlence platformudur.',
    'Arena brings sports betting and casino games together on one entertainment platform.',
  ),
  page(
    9,
    'İletişim',
    'Contact',
    'Bize 7/24 canlı destek, Telegram ve WhatsApp hatlarımız üzerinden ulaşabilirsiniz.',
    'Reach us around the clock by live chat, Telegram or WhatsApp.',
  ),
  page(
    10,
    'Ortaklık Programı',
    'Affiliates',
    'Ortaklık programımıza katılarak yönlendirdiğiniz oyunculardan komisyon kazanın.',
    'Join our affiliate programme and earn commission on the players you refer.',
  ),
  page(
    11,
    'Bonus Kuralları',
    'Bonus Rules',
    'Tüm bonuslar, aksi belirtilmedikçe 10 kat çevrim şartına tabidir.',
    'Unless stated otherwise, every bonus carries a 10x wagering requirement.',
  ),
  page(
    12,
    'Sıkça Sorulan Sorular',
    'Frequently Asked Questions',
    'Para yatırma, çekme ve bonuslarla ilgili en sık sorulan soruların yanıtları.',
    'Answers to the most common questions about deposits, withdrawals and bonuses.',
  ),
  page(
    13,
    'Para Yatırma ve Çekme',
    'Deposits and Withdrawals',
    'Papara, havale/EFT ve kripto yöntemleriyle anında para yatırabilirsiniz.',
    'Deposit instantly with Papara, bank transfer or crypto.',
  ),
  // an unpublished draft: it appears in no published content list and /pages/14 is not found
  { ...page(14, 'Eski Kampanya Koşulları', 'Former Campaign Terms', 'Bu kampanya sona ermiştir.', 'This campaign has ended.'), status: false },
];

function page(id: number, trTitle: string, enTitle: string, trText: string, enText: string): SeedPage {
  return {
    id,
    status: true,
    text: {
      tr: { title: trTitle, body: `<h2>${trTitle}</h2><p>${trText}</p>` },
      en: { title: enTitle, body: `<h2>${enTitle}</h2><p>${enText}</p>` },
    },
  };
}

/** Content categories of the footer, by the names it looks for, with their pages in order. */
export const CONTENT_CATEGORIES: readonly { id: number; name: string; pageIds: number[] }[] = [
  { id: 1, name: 'Gambling', pageIds: [5, 6, 7] },
  { id: 2, name: 'Policies', pageIds: [1, 2, 3, 4] },
  { id: 3, name: 'Footer', pageIds: [8, 9, 10] },
  { id: 4, name: 'Quick Links', pageIds: [11, 12, 13, 14] },
];
