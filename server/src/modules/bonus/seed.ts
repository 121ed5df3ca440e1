import type { WageringTerms } from '@arena/contracts';
import type { Db } from '../../db/client';
import { bonusCampaigns } from './schema';

/** 50.00 TRY in kuruş. */
export const SEED_TRIAL_BONUS_AMOUNT = 5000;
/** The trial bonus offered after registration (bonus/definetrialbonus): the campaign of this slug. */
export const TRIAL_BONUS_SLUG = 'trial-bonus';

/** The usual contributions of a casino bonus: slots in full, table games a tenth, live games nothing, sports in full at the minimum odds (crash and instant games never count: use-cases/count-stake.ts). */
const CASINO_CONTRIBUTIONS = { slots: 10_000, table: 1_000, live: 0, sports: 10_000 };
const terms = (t: Partial<WageringTerms> & Pick<WageringTerms, 'multiplier'>): WageringTerms => ({
  contributions: CASINO_CONTRIBUTIONS,
  minOdds: 150,
  maxBet: 5_000,
  days: 30,
  ...t,
});
const OPEN_SINCE = new Date('2026-01-01T00:00:00Z');

/** The site's campaigns (amounts kuruş, percentages basis points, odds hundredths); matched by slug, so re-seeding adds new ones only. */
export const SEED_CAMPAIGNS: (typeof bonusCampaigns.$inferInsert)[] = [
  {
    slug: 'welcome-100',
    kind: 'deposit_match',
    title: { en: '100% welcome bonus up to ₺1,000', tr: "1.000 ₺'ye kadar %100 hoş geldin bonusu" },
    description: {
      en: 'Claim it, then make your first deposit of at least ₺100: we match it 100% in bonus money up to ₺1,000. Wager the bonus 30 times within 30 days; slots count in full, table games 10%, live, crash and instant games not at all, sports bets in full at odds of 1.50 or more once they settle. Maximum bet while wagering ₺50.',
      tr: "Talep edin, ardından en az 100 ₺ tutarındaki ilk yatırımınızı yapın: yatırımınızın %100'ü kadar, 1.000 ₺'ye kadar bonus para ekleriz. Bonusu 30 gün içinde 30 kez çevirin; slotlar tam, masa oyunları %10 sayılır; canlı, crash ve anlık oyunlar sayılmaz; spor bahisleri 1.50 ve üzeri oranlarda, sonuçlandığında tam sayılır. Çevrim sırasında en yüksek bahis 50 ₺.",
    },
    percent: 10_000,
    minDeposit: 10_000,
    maxAmount: 100_000,
    wagering: terms({ multiplier: 30 }),
    newPlayerDays: 30,
    firstDepositOnly: true,
    oncePer: 'device',
    startsAt: OPEN_SINCE,
    claimDays: 7,
    sort: 1,
  },
  {
    slug: 'reload-50',
    kind: 'deposit_match',
    title: { en: '50% reload bonus up to ₺500', tr: "500 ₺'ye kadar %50 yatırım bonusu" },
    description: {
      en: 'With the code RELOAD50, your next deposit of at least ₺200 earns 50% in bonus money up to ₺500. Wager it 20 times within 14 days. Maximum bet while wagering ₺50.',
      tr: "RELOAD50 koduyla, en az 200 ₺ tutarındaki bir sonraki yatırımınız 500 ₺'ye kadar %50 bonus para kazandırır. 14 gün içinde 20 kez çevirin. Çevrim sırasında en yüksek bahis 50 ₺.",
    },
    code: 'RELOAD50',
    percent: 5_000,
    minDeposit: 20_000,
    maxAmount: 50_000,
    wagering: terms({ multiplier: 20, days: 14 }),
    startsAt: OPEN_SINCE,
    sort: 2,
  },
  {
    slug: 'sultan-spins',
    kind: 'free_spins',
    title: { en: "50 free spins on Sultan's Gold", tr: "Sultan's Gold'da 50 bedava dönüş" },
    description: {
      en: "50 free spins of ₺1 on our own Sultan's Gold, at no cost to you. Winnings are bonus money: wager them 25 times on Sultan's Gold within 7 days; unused spins expire with the bonus.",
      tr: "Kendi oyunumuz Sultan's Gold'da 1 ₺ değerinde 50 bedava dönüş, size hiçbir maliyeti yok. Kazançlar bonus paradır: 7 gün içinde Sultan's Gold'da 25 kez çevirin; kullanılmayan dönüşler bonusla birlikte sona erer.",
    },
    spins: 50,
    spinValue: 100,
    gameCode: 'sultan',
    wagering: terms({ multiplier: 25, maxBet: 500, days: 7 }),
    oncePer: 'phone',
    startsAt: OPEN_SINCE,
    sort: 3,
  },
  {
    slug: 'weekly-cashback',
    kind: 'cashback',
    title: { en: '10% weekly cashback', tr: '%10 haftalık kayıp iadesi' },
    description: {
      en: 'Get back 10% of your net losses of the last 7 days as bonus money, up to ₺2,000, once a week. Wager it just once within 7 days; crash and instant games do not count.',
      tr: "Son 7 gündeki net kayıplarınızın %10'unu, 2.000 ₺'ye kadar, haftada bir bonus para olarak geri alın. 7 gün içinde yalnızca 1 kez çevirin; crash ve anlık oyunlar sayılmaz.",
    },
    percent: 1_000,
    maxAmount: 200_000,
    cashbackDays: 7,
    wagering: terms({ multiplier: 1, contributions: { slots: 10_000, table: 10_000, live: 10_000, sports: 10_000 }, maxBet: 20_000, days: 7 }),
    startsAt: OPEN_SINCE,
    sort: 4,
  },
  {
    slug: 'sports-free-bet',
    kind: 'free_bet',
    title: { en: '₺100 sports free bet', tr: '100 ₺ spor bedava bahis' },
    description: {
      en: 'A ₺100 free bet for the sportsbook, for players who joined in the last 14 days: one single or accumulator at odds of 1.80 or more within 7 days. A win pays its winnings (not the stake) as cash, with no wagering; a void bet gives the free bet back.',
      tr: 'Son 14 gün içinde katılan oyuncular için 100 ₺ spor bedava bahsi: 7 gün içinde 1.80 ve üzeri oranlı bir tekli veya kombine bahis. Kazanırsa kazancı (bahis tutarı hariç) çevrimsiz nakit olarak ödenir; geçersiz sayılan bahiste bedava bahis geri verilir.',
    },
    maxAmount: 10_000,
    // its winnings are paid as cash (sports/bets/use-cases/settle-bets.ts): no wagering
    wagering: terms({ multiplier: 0, contributions: { slots: 0, table: 0, live: 0, sports: 10_000 }, minOdds: 180, maxBet: 10_000, days: 7 }),
    newPlayerDays: 14,
    oncePer: 'phone',
    startsAt: OPEN_SINCE,
    sort: 5,
  },
  {
    // no deposit: bonus money under wagering like every other bonus, never cash the player can take out at once
    slug: TRIAL_BONUS_SLUG,
    kind: 'trial',
    title: { en: '₺50 trial bonus', tr: '50 ₺ deneme bonusu' },
    description: {
      en: 'A ₺50 trial bonus once your phone number is verified, with no deposit needed. It is bonus money: wager it 20 times within 7 days (slots count in full, table games 10%, live, crash and instant games not at all, sports bets in full at odds of 1.50 or more once they settle) and it becomes cash you can withdraw. Maximum bet while wagering ₺10.',
      tr: 'Telefon numaranızı doğruladığınızda, yatırım gerekmeden 50 ₺ deneme bonusu. Bonus paradır: 7 gün içinde 20 kez çevirin (slotlar tam, masa oyunları %10 sayılır; canlı, crash ve anlık oyunlar sayılmaz; spor bahisleri 1.50 ve üzeri oranlarda, sonuçlandığında tam sayılır), ardından çekebileceğiniz nakde döner. Çevrim sırasında en yüksek bahis 10 ₺.',
    },
    maxAmount: SEED_TRIAL_BONUS_AMOUNT,
    wagering: terms({ multiplier: 20, maxBet: 1_000, days: 7 }),
    oncePer: 'phone',
    startsAt: OPEN_SINCE,
    sort: 6,
  },
];

export async function seedCampaigns(db: Db): Promise<void> {
  await db.insert(bonusCampaigns).values(SEED_CAMPAIGNS).onConflictDoNothing({ target: bonusCampaigns.slug });
}
