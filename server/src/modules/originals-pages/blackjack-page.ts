// Blackjack's page: the dealer's and the player's hands (drawn by the script with CSS), the buttons of
// the actions (the script shows the allowed ones only), the rules with the declared RTP, and the bet form.
import { BLACKJACK_ACTIONS, BLACKJACK_RTP } from '@arena/provably-fair/blackjack';
import { clampStake } from '@arena/contracts';
import type { Locale } from '../../i18n/translations';
import { betForm, gameFrame, pageTranslator, type PageContext } from './frame';
import { BLACKJACK_ACTION_NAMES, formatHundredths } from './game-math';

/** texts the Blackjack script shows */
const BLACKJACK_TEXTS = ['Dealer', 'Blackjack', 'Push', 'Bust', 'Your open round is back on the table.'];

export function blackjackPage(locale: Locale, nonce: string, { maxWin, limits, soundByDefault, blackjackExpiryMinutes }: PageContext): string {
  const t = pageTranslator(locale);
  const hours = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'tr-TR', { maximumFractionDigits: 2 }).format(blackjackExpiryMinutes / 60);
  const rules =
    [
      'Get closer to 21 than the dealer without going over. Cards are drawn from an infinite deck: each one comes from your seeds, and every card is equally likely every time. Blackjack pays 3:2, other wins 1:1, a tie returns your bet.',
      'The dealer stands on soft 17 and checks for blackjack when showing an ace or a ten. You may double on any first two cards (also after a split) and split a pair once; split aces take one card each, and 21 after a split is no blackjack.',
      'When the dealer shows an ace you may insure for half your bet: it pays 2:1 if the dealer has blackjack (with your own blackjack, that is even money).',
    ]
      .map((rule) => `<p>${t(rule)}</p>`)
      .join('') +
    // the published time after which an unfinished hand ends (GLI-19 interrupted games)
    `<p>${t('A round you leave stays open for you to finish. One left untouched for {hours} hours is finished by standing every open hand, and paid as the hands then stand.', { hours })}</p>`;
  const buttons = BLACKJACK_ACTIONS.map(
    (action) => `<button type="button" class="secondary" data-action="${action}" hidden>${t(BLACKJACK_ACTION_NAMES[action])}</button>`,
  ).join('');
  const play =
    `<section class="panel play blackjack"><div class="bj-table">` +
    `<div class="bj-seat"><h2>${t('Dealer')} <span class="bj-total" id="dealer-total"></span></h2><div class="bj-cards" id="dealer"></div></div>` +
    `<div class="bj-hands" id="hands"></div></div>` +
    `<p class="outcome" id="outcome" role="status"></p><p class="bj-question" id="insurance-question" hidden>${t('Insurance?')}</p>` +
    `<div class="bj-actions" id="actions">${buttons}</div>` +
    `${betForm(locale, { amount: formatHundredths(clampStake(1000, limits.blackjack), locale), button: 'Deal', limits: limits.blackjack })}</section>`;
  return gameFrame({
    game: 'blackjack',
    locale,
    nonce,
    title: t('Blackjack'),
    rules,
    rtp: BLACKJACK_RTP,
    maxWin,
    play,
    scriptTexts: BLACKJACK_TEXTS,
    hotkeys: true,
    soundByDefault,
  });
}
