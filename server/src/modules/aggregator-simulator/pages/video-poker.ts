// Video poker's page: Deal shows five cards; the player taps the ones to hold, Draw replaces the others
// and the final hand is named and lit in the paytable.
import { POKER_PAYS, type PokerHand } from '../games/video-poker';
import { CARD_CSS, CARD_SCRIPT } from './cards';
import type { GameView } from './view';

/** each paying hand's name (a translation key), best first */
const HAND_NAMES: readonly [PokerHand, string][] = [
  ['royal-flush', 'A royal flush'],
  ['straight-flush', 'A straight flush'],
  ['four-of-a-kind', 'Four of a kind'],
  ['full-house', 'A full house'],
  ['flush', 'A flush'],
  ['straight', 'A straight'],
  ['three-of-a-kind', 'Three of a kind'],
  ['two-pair', 'Two pairs'],
  ['jacks-or-better', 'Jacks or better'],
];

export const videoPokerView: GameView = {
  action: 'Deal',
  stage: ({ t, times }) =>
    `<div class="felt vp"><ol class="pays" id="pays">` +
    HAND_NAMES.map(([hand, name]) => `<li data-hand="${hand}"><span>${t(name)}</span><b>${times(POKER_PAYS[hand])}×</b></li>`).join('') +
    `</ol><div class="hand" id="poker-cards"></div><p class="hint" id="hint" hidden>${t('Tap the cards to hold, then draw.')}</p>` +
    `<div class="decide" id="decide" hidden><button type="button" id="draw">${t('Draw cards')}</button></div></div>`,
  controls: () => '',
  rules: ({ t }) =>
    `<p>${t('Jacks or Better, one deck of 52 shuffled for every hand. After the deal, hold any of your five cards and draw: the others are replaced from the same deck. The final hand pays the table for each 1 staked; a pair of jacks or better returns the stake.')}</p>`,
  css:
    `.felt.vp{display:grid;gap:.8rem;background:radial-gradient(#1c3d8f,#0b1a45);border:4px solid #d4a017;border-radius:1.2rem;padding:1rem}` +
    `.pays{list-style:none;margin:0;padding:.4rem .6rem;display:grid;grid-template-columns:1fr 1fr;gap:.1rem 1rem;font-size:.8rem;background:#0006;border-radius:.6rem;color:#ffe066}` +
    `.pays li{display:flex;justify-content:space-between}.pays li.won{background:#f5b301;color:#111;border-radius:.3rem;padding:0 .3rem}` +
    `#poker-cards .card{position:relative;border:0;cursor:pointer;padding:0}#poker-cards .card[aria-pressed="true"]{outline:3px solid #f5b301;transform:translateY(-.4rem)}` +
    `#poker-cards .card[aria-pressed="true"]::after{content:attr(data-held);position:absolute;bottom:-1.3rem;font-size:.7rem;color:#f5b301}` +
    `.hint{margin:0;text-align:center;font-size:.85rem;color:#c5cde0}.decide{display:flex;justify-content:center}.decide button{background:#f5b301;color:#111;font-weight:700;min-width:8rem}` +
    CARD_CSS,
  script: `${CARD_SCRIPT}
const NAMES = ${JSON.stringify(Object.fromEntries(HAND_NAMES))};
let hand = null;
const light = (name) => document.querySelectorAll('#pays li').forEach((li) => li.classList.toggle('won', li.dataset.hand === name));
/** a dealt card as a button the player holds or lets go */
const holdable = (card, i) => {
  const el = cardEl(card);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = el.className;
  button.textContent = el.textContent;
  button.dataset.held = t('Held');
  button.setAttribute('aria-pressed', 'false');
  button.addEventListener('click', () => {
    if (!hand) return;
    hand.hold ^= 1 << i;
    button.setAttribute('aria-pressed', String(Boolean(hand.hold & (1 << i))));
  });
  return button;
};
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const round = newRound();
  light(null);
  const reply = await play({ action: 'deal' }, round);
  if (!reply) return;
  const cards = $('poker-cards');
  cards.replaceChildren();
  for (const [i, card] of reply.outcome.dealt.entries()) { cards.append(holdable(card, i)); await wait(160); }
  show(reply.balance);
  hand = { round, stake: reply.stake, hold: 0 };
  $('stake').disabled = true;
  $('spin').hidden = true;
  $('decide').hidden = false;
  $('hint').hidden = false;
  say('');
});
$('draw').addEventListener('click', async () => {
  if (!hand) return;
  const reply = await play({ action: 'draw', hold: hand.hold }, hand.round, hand.stake);
  if (!reply) return;
  hand = null;
  $('decide').hidden = true;
  $('hint').hidden = true;
  $('stake').disabled = false;
  $('spin').hidden = false;
  const slots = [...$('poker-cards').children];
  for (const [i, card] of reply.outcome.cards.entries()) {
    if (reply.outcome.hold & (1 << i)) continue;
    slots[i].replaceWith(cardEl(card));
    await wait(200);
  }
  light(reply.outcome.hand);
  settle(reply, reply.outcome.hand === 'nothing' ? '' : t(NAMES[reply.outcome.hand]) + ' · ');
});`,
  texts: ['Face-down card', 'Held', ...HAND_NAMES.map(([, name]) => name)],
};
