import { formatMoney, type BonusOffer, type WageringTerms } from '@arena/contracts';
import { fill, formatDateTime, formatOdds, formatPercent } from '../../../formatting/site-format';

type Translate = (key: string) => string;

/** What the offer gives, in plain words. */
function rewardTerm(offer: BonusOffer, t: Translate, locale: string): string | null {
  const money = (minor: number | undefined) => formatMoney(minor ?? 0, locale);
  const percent = formatPercent(offer.percent ?? 0, locale);
  switch (offer.kind) {
    case 'deposit_match':
      return fill(t('{percent} % of your deposit up to {max}, for a deposit of at least {min}'), {
        percent,
        max: money(offer.maxAmount),
        min: money(offer.minDeposit),
      });
    case 'free_spins':
      return fill(t('{spins} free spins of {value} each on {game}'), { spins: offer.spins ?? 0, value: money(offer.spinValue), game: offer.gameCode ?? '' });
    case 'cashback':
      return fill(t('{percent} % of your net losses back, up to {max}'), { percent, max: money(offer.maxAmount) });
    case 'free_bet':
      return fill(t('A free bet of {amount}'), { amount: money(offer.maxAmount) });
    case 'trial':
      return fill(t('A trial bonus of {amount}'), { amount: money(offer.maxAmount) });
  }
}

/** The wagering rules of a bonus, each a sentence. */
export function wageringTerms(terms: WageringTerms, t: Translate, locale: string): string[] {
  if (terms.multiplier === 0) return [t('No wagering: the bonus is cash at once')];
  const share = (category: keyof WageringTerms['contributions']) => formatPercent(terms.contributions[category], locale);
  return [
    fill(t('Wager the bonus {n} times within {days} days'), { n: terms.multiplier, days: terms.days }),
    fill(t('Counts towards wagering: slots {slots} %, table, bingo, TV and virtual games {table} %, live casino {live} %, sports {sports} %'), {
      slots: share('slots'),
      table: share('table'),
      live: share('live'),
      sports: share('sports'),
    }),
    t('Crash and instant games (Arena Jet, Dice, Limbo, Plinko, Mines…) do not count'),
    fill(t('Sports bets count at odds of {odds} or more'), { odds: formatOdds(terms.minOdds, locale) }),
    t('A sports bet counts when it settles, for the stake still in it: a bet cashed out in full counts nothing'),
    t('Bets on different outcomes of one market, and roulette rounds covering more than 24 numbers, do not count'),
    fill(t('Maximum bet while wagering: {max}'), { max: formatMoney(terms.maxBet, locale) }),
  ];
}

/** Every term of an offer: the reward, the wagering rules, and the end of the campaign. */
export function offerTerms(offer: BonusOffer, t: Translate, locale: string): string[] {
  return [
    rewardTerm(offer, t, locale),
    ...wageringTerms(offer.wagering, t, locale),
    offer.endsAt && fill(t('Claim by {date}'), { date: formatDateTime(offer.endsAt, locale) }),
  ].filter((term): term is string => Boolean(term));
}
