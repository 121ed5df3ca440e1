// The seeded offer texts (promotions, banners, the Bonus Rules and the payments page) in every language
// against the records the site enforces: the bonus campaigns (bonus/seed.ts) and the payment methods
// (payments/seed.ts). Every figure found in a text must be one of its record's figures.
import { SEED_CAMPAIGNS } from '../bonus/seed';
import { PAYMENT_METHODS } from '../payments/seed';
import { LOCALES, type Locale } from '../../i18n/translations';
import { PROMOTIONS, SLIDERS } from './seed/content';
import { BONUS_RULES_PAGE, PAGES, PAYMENTS_PAGE } from './seed/site';

type Campaign = (typeof SEED_CAMPAIGNS)[number];

/** bonus/offers ids are the campaigns' serial ids, given in the seed's order */
const campaignOfOffer = (offerId: number): Campaign => SEED_CAMPAIGNS[offerId - 1];
const campaignOfSlug = (slug: string): Campaign => SEED_CAMPAIGNS.find((campaign) => campaign.slug === slug)!;

/** whole lira or with kuruş, as each language writes money: "1.000 ₺" / "₺1,000" */
const MONEY: Record<Locale, RegExp> = { tr: /(\d{1,3}(?:\.\d{3})*(?:,\d{2})?) ?₺/g, en: /₺(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g };
const kurus = (figure: string, locale: Locale): number => {
  const [major, minor = '00'] = locale === 'tr' ? figure.split(',') : figure.split('.');
  return Number(major.replace(/[.,]/g, '')) * 100 + Number(minor);
};
const PERCENT: Record<Locale, RegExp> = { tr: /%(\d+)/g, en: /(\d+)%/g };
const MULTIPLIER: Record<Locale, RegExp> = { tr: /(\d+|bir) (?:kat|kez)/g, en: /(\d+) times|(once)/g };
const DAYS: Record<Locale, RegExp> = { tr: /(\d+) gün/g, en: /(\d+) days?/g };
const SPINS: Record<Locale, RegExp> = { tr: /(\d+)(?:’şer)? (?:bedava )?dönüş/g, en: /(\d+) (?:free )?spins/g };
/** a payment's time as the page writes it ("15 dakika – 2 saat", "10–30 minutes", "Instant") in minutes; NaN when it says neither */
const INSTANT: Record<Locale, string> = { tr: 'Anında', en: 'Instant' };
const UNITS: Record<Locale, [RegExp, number][]> = {
  tr: [
    [/saat/, 60],
    [/dakika/, 1],
  ],
  en: [
    [/hours?/, 60],
    [/minutes?/, 1],
  ],
};
function statedMinutes(cell: string, locale: Locale): { min: number; max: number } {
  if (cell === INSTANT[locale]) return { min: 0, max: 0 };
  const parts = cell.split('–').map((part) => ({ figure: Number(/\d+/.exec(part)?.[0] ?? NaN), unit: UNITS[locale].find(([unit]) => unit.test(part))?.[1] }));
  // "10–30 minutes": the first figure takes the unit after the range
  const last = parts.at(-1)!.unit ?? NaN;
  const minutes = parts.map(({ figure, unit }) => figure * (unit ?? last));
  return { min: minutes[0], max: minutes.at(-1)! };
}
const ODDS = /(?<![\d.,₺])(\d\.\d{2})(?![\d₺])/g;
const NO_WAGERING: Record<Locale, RegExp> = { tr: /çevrimsiz|çevrim şartı olmadan/, en: /no wagering/ };
const WAGERING: Record<Locale, RegExp> = { tr: /çevr/, en: /wager/ };
/** a sentence about another kind of bonus than its page's is checked against that kind's campaign */
const KIND_NAMES: Record<Locale, [RegExp, Campaign['kind']][]> = {
  tr: [
    [/bedava bah(i|s)s?/i, 'free_bet'],
    [/bedava dönüş/i, 'free_spins'],
  ],
  en: [
    [/free bet/i, 'free_bet'],
    [/free spins?/i, 'free_spins'],
  ],
};

const numbers = (text: string, pattern: RegExp, read: (match: RegExpMatchArray) => number): number[] => [...text.matchAll(pattern)].map(read);
const plain = (html: string): string =>
  html
    .replace(/&nbsp;/g, ' ')
    .replace(/<\/(li|p|h3|h4|td|th|tr)>|<br\s*\/?>/g, ' | ')
    .replace(/<[^>]+>/g, '');
const sentences = (html: string): string[] =>
  plain(html)
    .split(/ \| |[.;!?](?=\s)|\s·\s/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** What a sentence says that its campaign does not: one line per contradiction. */
function contradictions(sentence: string, locale: Locale, campaign: Campaign): string[] {
  const own = KIND_NAMES[locale].find(([name, kind]) => kind !== campaign.kind && name.test(sentence));
  const terms = own ? SEED_CAMPAIGNS.find(({ kind }) => kind === own[1])! : campaign;
  const { wagering } = terms;
  const found: string[] = [];
  const check = (what: string, figures: number[], allowed: (number | null | undefined)[]) => {
    for (const figure of figures)
      if (!allowed.includes(figure)) found.push(`${what} ${figure} (${terms.slug}: ${allowed.filter((value) => value != null).join('/')}) in "${sentence}"`);
  };
  const shares = Object.values(wagering.contributions).map((share) => share / 100);
  check(
    'amount',
    numbers(sentence, MONEY[locale], ([, figure]) => kurus(figure, locale)),
    [terms.maxAmount, terms.minDeposit, terms.spinValue, wagering.maxBet, terms.spins && terms.spinValue ? terms.spins * terms.spinValue : null],
  );
  check(
    'percent',
    numbers(sentence, PERCENT[locale], ([, figure]) => Number(figure)),
    [terms.percent == null ? null : terms.percent / 100, ...shares],
  );
  check(
    'multiplier',
    numbers(sentence, MULTIPLIER[locale], ([, figure, once]) => (once || figure === 'bir' ? 1 : Number(figure))),
    [wagering.multiplier],
  );
  const days = numbers(sentence, DAYS[locale], ([, figure]) => Number(figure));
  check('days', days, WAGERING[locale].test(sentence) ? [wagering.days] : [wagering.days, terms.claimDays, terms.cashbackDays, terms.newPlayerDays]);
  check(
    'spins',
    numbers(sentence, SPINS[locale], ([, figure]) => Number(figure)),
    [terms.spins],
  );
  check(
    'odds',
    numbers(sentence, ODDS, ([, figure]) => Math.round(Number(figure) * 100)),
    [wagering.minOdds],
  );
  if (NO_WAGERING[locale].test(sentence) && wagering.multiplier !== 0) found.push(`"no wagering" (${terms.slug}: ${wagering.multiplier}×) in "${sentence}"`);
  return found;
}

const offerTexts = (campaign: Campaign, html: string, locale: Locale) => sentences(html).flatMap((sentence) => contradictions(sentence, locale, campaign));

describe('the seeded offers tell what the campaigns and payment methods enforce', () => {
  const advertised = PROMOTIONS.filter(({ bonusOfferId }) => bonusOfferId !== undefined);

  it.each(LOCALES)('every promotion advertising a campaign states its figures (%s)', (locale) => {
    const found = advertised.flatMap(({ slug, bonusOfferId, text }) =>
      Object.values(text[locale]).flatMap((html) => offerTexts(campaignOfOffer(bonusOfferId!), html, locale).map((problem) => `${slug}: ${problem}`)),
    );
    expect(found).toEqual([]);
  });

  it.each(LOCALES)('a promotion with no campaign behind it promises no money, share, spins or free bet (%s)', (locale) => {
    const promises = (html: string): string[] =>
      sentences(html).filter(
        (sentence) =>
          [MONEY[locale], PERCENT[locale], SPINS[locale]].some((pattern) => numbers(sentence, pattern, () => 0).length > 0) ||
          KIND_NAMES[locale].some(([name]) => name.test(sentence)) ||
          /\bbonus/i.test(sentence),
      );
    const found = PROMOTIONS.filter(({ bonusOfferId }) => bonusOfferId === undefined).flatMap(({ slug, text }) =>
      Object.values(text[locale]).flatMap((html) => promises(html).map((sentence) => `${slug}: "${sentence}" with no campaign to pay it`)),
    );
    expect(found).toEqual([]);
    // and every campaign a promotion names exists
    expect(advertised.every(({ bonusOfferId }) => SEED_CAMPAIGNS[bonusOfferId! - 1] !== undefined)).toBe(true);
  });

  it.each(LOCALES)('every banner of a promotion states its campaign’s figures (%s)', (locale) => {
    const banners = Object.values(SLIDERS).flat();
    const found = banners.flatMap(({ url, title }) => {
      const promotion = PROMOTIONS.find(({ slug }) => url === `/promotions?promotion=${slug}`);
      if (!promotion?.bonusOfferId) return [];
      return offerTexts(campaignOfOffer(promotion.bonusOfferId), title[locale], locale).map((problem) => `${url}: ${problem}`);
    });
    expect(found).toEqual([]);
    // the banners for the welcome bonus and the cashback are among those checked
    expect(banners.filter(({ url }) => url.startsWith('/promotions?promotion=')).length).toBeGreaterThanOrEqual(2);
  });

  it.each(LOCALES)('the Bonus Rules page states the welcome bonus’s shares and odds (%s)', (locale) => {
    const { body } = PAGES.find(({ id }) => id === BONUS_RULES_PAGE)!.text[locale];
    expect(offerTexts(campaignOfSlug('welcome-100'), body, locale)).toEqual([]);
  });

  it.each(LOCALES)('the payments page’s minimums, daily limits and times are the payment methods’ (%s)', (locale) => {
    const page = PAGES.find(({ id }) => id === PAYMENTS_PAGE)!;
    const rows = [...page.text[locale].body.matchAll(/<tr>(.*?)<\/tr>/g)]
      .map(([, row]) => [...row.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell))
      .filter((cells) => cells.length > 0);
    const found: string[] = [];
    for (const [name, deposit, withdrawal, daily, time] of rows) {
      const method = PAYMENT_METHODS.find((candidate) => candidate.name === name);
      if (!method) {
        found.push(`"${name}" names no payment method`);
        continue;
      }
      const minimum = (cell: string) => numbers(cell, MONEY[locale], ([, figure]) => kurus(figure, locale))[0] ?? null;
      if (minimum(deposit) !== (method.depositFields ? method.minAmount : null))
        found.push(`${name}: minimum deposit "${deposit}", the method's is ${method.minAmount}`);
      if (minimum(withdrawal) !== (method.withdrawFields ? method.minAmount : null))
        found.push(`${name}: minimum withdrawal "${withdrawal}", the method's is ${method.withdrawFields ? method.minAmount : 'none'}`);
      if (minimum(daily ?? '') !== method.dailyLimit) found.push(`${name}: daily limit "${daily}", the method's is ${method.dailyLimit}`);
      const stated = statedMinutes(time ?? '', locale);
      if (stated.min !== method.time.min || stated.max !== method.time.max)
        found.push(`${name}: time "${time}", the method's is ${method.time.min}–${method.time.max} minutes`);
    }
    expect(found).toEqual([]);
    // every method taking deposits is on the page
    expect(rows.map(([name]) => name)).toEqual(expect.arrayContaining(PAYMENT_METHODS.filter(({ depositFields }) => depositFields).map(({ name }) => name)));
  });
});
