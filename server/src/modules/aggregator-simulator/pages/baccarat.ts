// Baccarat's page: the player's and the banker's hands dealt card by card with their totals; the bet
// is player, banker or tie.
import { BACCARAT_PAYS, type BaccaratSide } from '../games/baccarat';
import { CARD_CSS, CARD_SCRIPT } from './cards';
import type { GameView } from './view';

const SIDES: readonly [BaccaratSide, string][] = [
  ['player', 'Player'],
  ['banker', 'Banker'],
  ['tie', 'Tie'],
];

export const baccaratView: GameView = {
  action: 'Deal',
  stage: ({ t }) =>
    `<div class="felt"><div><h3>${t('Player')} <b id="player-total"></b></h3><div class="hand" id="player-cards"></div></div>` +
    `<div><h3>${t('Banker')} <b id="banker-total"></b></h3><div class="hand" id="banker-cards"></div></div></div>`,
  controls: ({ t, times }) =>
    `<fieldset class="sides"><legend>${t('Your bet')}</legend>` +
    SIDES.map(
      ([side, label], i) =>
        `<label><input type="radio" name="side" value="${side}"${i === 0 ? ' checked' : ''}>${t(label)} (${times(BACCARAT_PAYS[side])}×)</label>`,
    ).join('') +
    `</fieldset>`,
  rules: ({ t }) =>
    `<p>${t('The hand closer to 9 wins: tens and faces count 0, an ace 1, and only the last digit of a total counts. A third card is drawn by the fixed rules of punto banco. A tie returns player and banker bets.')}</p>`,
  css:
    `.felt{display:grid;grid-template-columns:1fr 1fr;gap:1rem;background:radial-gradient(#17803d,#0b4d24);border:4px solid #d4a017;border-radius:1.2rem;padding:1rem}` +
    `.felt h3{margin:0 0 .5rem;text-align:center;font-size:1rem}.felt h3 b{display:inline-block;min-width:1.6rem;background:#0008;border-radius:.4rem}` +
    `.sides{display:flex;flex-wrap:wrap;gap:.4rem;border:0;padding:0;margin:0}.sides legend{font-size:.85rem;color:#9aa3b5;margin-bottom:.3rem}` +
    `.sides label{flex:none;display:flex;align-items:center;gap:.3rem;background:#232837;border-radius:.5rem;padding:.35rem .6rem;color:#f2f4f8;font-size:.95rem}.sides label:has(input:checked){outline:2px solid #f5b301}` +
    CARD_CSS,
  script: `${CARD_SCRIPT}
$('play').addEventListener('submit', async (event) => {
  event.preventDefault();
  const side = document.querySelector('input[name="side"]:checked').value;
  const reply = await play({ side });
  if (!reply) return;
  const { player, banker, playerTotal, bankerTotal, winner } = reply.outcome;
  $('player-total').textContent = '';
  $('banker-total').textContent = '';
  $('banker-cards').replaceChildren();
  // dealt as at the table: player, banker, player, banker, then the third cards
  await dealInto('player-cards', player.slice(0, 1));
  await dealInto('banker-cards', banker.slice(0, 1));
  await dealInto('player-cards', player.slice(0, 2), 1);
  await dealInto('banker-cards', banker.slice(0, 2), 1);
  await dealInto('player-cards', player, 2);
  await dealInto('banker-cards', banker, 2);
  $('player-total').textContent = String(playerTotal);
  $('banker-total').textContent = String(bankerTotal);
  settle(reply, t(winner === 'tie' ? 'Tie' : winner === 'player' ? 'Player wins' : 'Banker wins') + ' · ');
});`,
  texts: ['Tie', 'Player wins', 'Banker wins'],
};
