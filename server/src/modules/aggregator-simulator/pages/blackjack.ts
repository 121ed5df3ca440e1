// Blackjack's page: Deal shows the player's two cards and the dealer's face-up card; then one decision,
// Hit (one card) or Stand, settles the hand, and the dealer's cards are turned and drawn.
import { CARD_CSS, CARD_SCRIPT } from './cards';
import type { GameView } from './view';

export const blackjackView: GameView = {
  action: 'Deal',
  stage: ({ t }) =>
    `<div class="felt bj"><div><h3>${t('Dealer')} <b id="dealer-total"></b></h3><div class="hand" id="dealer-cards"></div></div>` +
    `<div><h3>${t('Player')} <b id="player-total"></b></h3><div class="hand" id="player-cards"></div></div>` +
    `<div class="decide" id="decide" hidden><button type="button" id="hit">${t('Hit')}</button><button type="button" id="stand">${t('Stand')}</button></div></div>`,
  controls: () => '',
  rules: ({ t }) =>
    `<p>${t('Get closer to 21 than the dealer without going over. After the deal, hit for one more card or stand. Blackjack pays 3:2, a win 1:1, equal totals return the stake. The dealer draws to 17 and stands on a soft 17.')}</p>`,
  css:
    `.felt.bj{display:grid;gap:1rem;background:radial-gradient(#17803d,#0b4d24);border:4px solid #d4a017;border-radius:1.2rem;padding:1rem}` +
    `.felt h3{margin:0 0 .5rem;text-align:center;font-size:1rem}.felt h3 b{display:inline-block;min-width:1.6rem;background:#0008;border-radius:.4rem}` +
    `.decide{display:flex;gap:.6rem;justify-content:center}.decide button{background:#f2f4f8;color:#111;font-weight:700}` +
    CARD_CSS,
  script: `${CARD_SCRIPT}
let hand = null;
const reveal = async (reply) => {
  const { player, dealer, playerTotal, dealerTotal } = reply.outcome;
  await dealInto('player-cards', player, $('player-cards').children.length);
  $('player-total').textContent = String(playerTotal);
  $('dealer-cards').replaceChildren(cardEl(dealer[0]));
  await dealInto('dealer-cards', dealer, 1);
  $('dealer-total').textContent = String(dealerTotal);
};
const finish = async (reply) => {
  hand = null;
  $('decide').hidden = true;
  $('stake').disabled = false;
  $('spin').hidden = false;
  await reveal(reply);
  settle(reply);
};
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const round = newRound();
  $('player-total').textContent = '';
  $('dealer-total').textContent = '';
  $('player-cards').replaceChildren();
  $('dealer-cards').replaceChildren();
  const reply = await play({ action: 'deal' }, round);
  if (!reply) return;
  if (reply.settled) return finish(reply);
  const { player, dealer, playerTotal } = reply.outcome;
  await dealInto('player-cards', player.slice(0, 1));
  await dealInto('dealer-cards', [dealer[0]]);
  await dealInto('player-cards', player, 1);
  $('dealer-cards').append(cardEl(null));
  $('player-total').textContent = String(playerTotal);
  show(reply.balance);
  hand = { round, stake: reply.stake };
  $('stake').disabled = true;
  $('spin').hidden = true;
  $('decide').hidden = false;
  say('');
});
for (const action of ['hit', 'stand']) {
  $(action).addEventListener('click', async () => {
    if (!hand) return;
    const reply = await play({ action }, hand.round, hand.stake);
    if (reply) await finish(reply);
  });
}`,
  texts: ['Face-down card'],
};
