// Seed content of a believable Turkish-default site: options, domains, menus, pages and their categories.
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
  // the licence is the operator's to enter (back office, site options): until they do, the footer says the
  // site is a demo and links to no regulator's validator (a seeded licence number no regulator issued would mislead)
  ['LicenceUrl', '', false],
  ['LicenceLogo', '/media/licence-demo.svg', true],
  ['LicenceText', 'This is a demonstration site: its operator has not entered a gambling licence, so no regulator licenses play here.', true],
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
    { url: 'game:aviator', icon: 'aviator', svgStyle: 'color: #e50539', title: 'Arena Jet' },
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
    { url: 'game:aviator', icon: 'aviator', svgStyle: null, title: 'Arena Jet' },
    { url: '/casino/games', icon: 'virtual', svgStyle: null, title: 'Virtual Games' },
    { url: '/casino/tvbets', icon: 'tv', svgStyle: null, title: 'TV Games' },
    { url: '/casino/bingo', icon: 'bingo', svgStyle: null, title: 'Bingo' },
    { url: '/esports', icon: 'esports', svgStyle: null, title: 'E-Sports' },
    { url: '/promotions', icon: 'gift', svgStyle: null, title: 'Promotions' },
    { url: '/dashboard/claim-bonus', icon: 'bonus', svgStyle: null, title: 'Claim Bonus' },
  ],
};

export { BONUS_RULES_PAGE, PAGES, PAYMENTS_PAGE, PLAYER_PROTECTION_PAGES, type SeedPage } from './pages';

/** Content categories of the footer, by the names it looks for, with their pages in order. */
export const CONTENT_CATEGORIES: readonly { id: number; name: string; pageIds: number[] }[] = [
  { id: 1, name: 'Gambling', pageIds: [5, 6, 7] },
  { id: 2, name: 'Policies', pageIds: [1, 2, 3, 4] },
  { id: 3, name: 'Footer', pageIds: [8, 9, 10] },
  { id: 4, name: 'Quick Links', pageIds: [11, 12, 13, 14] },
];
