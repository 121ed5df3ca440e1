// The verify page: recomputes a round from its seeds in the browser with the studio's published
// function and shows every step (a Blackjack round: from the actions taken, card by card). Prefilled
// from the address (the game clients' Verify links).
import { BLACKJACK_ACTIONS, cardName, handValue, type BlackjackAction } from '@arena/provably-fair/blackjack';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { formatHundredths, formatMultiplier, parseHundredths } from '../src/modules/originals-client/game-math';
import { proveBlackjack, proveRound, type Proof } from '../src/modules/originals-client/proof';
import { element, locale, t } from './page';

const query = new URLSearchParams(location.search);
const fields = {
  game: element<HTMLSelectElement>('game'),
  serverSeed: element<HTMLInputElement>('server-seed'),
  serverSeedHash: element<HTMLInputElement>('server-seed-hash'),
  clientSeed: element<HTMLInputElement>('client-seed'),
  nonce: element<HTMLInputElement>('nonce'),
  target: element<HTMLInputElement>('target'),
  over: element<HTMLSelectElement>('over'),
  actions: element<HTMLInputElement>('actions'),
};

fields.game.value = ['limbo', 'blackjack'].includes(query.get('game') ?? '') ? (query.get('game') as string) : 'dice';
fields.actions.value = (query.get('actions') ?? '').split(',').filter(Boolean).join(', ');
fields.serverSeed.value = query.get('serverSeed') ?? '';
fields.serverSeedHash.value = query.get('serverSeedHash') ?? '';
fields.clientSeed.value = query.get('clientSeed') ?? '';
fields.nonce.value = query.get('nonce') ?? '0';
fields.over.value = query.get('over') === '0' ? '0' : '1';
const queryTarget = Number(query.get('target'));
fields.target.value = formatHundredths(Number.isInteger(queryTarget) && queryTarget > 0 ? queryTarget : fields.game.value === 'dice' ? 5000 : 200, locale);

const showDirection = () => {
  const game = fields.game.value;
  for (const node of document.querySelectorAll<HTMLElement>('.dice-only')) node.hidden = game !== 'dice';
  for (const node of document.querySelectorAll<HTMLElement>('.target-only')) node.hidden = game === 'blackjack';
  for (const node of document.querySelectorAll<HTMLElement>('.blackjack-only')) node.hidden = game !== 'blackjack';
};
fields.game.addEventListener('change', showDirection);
showDirection();

function fail(field: HTMLInputElement, message: string) {
  field.setAttribute('aria-invalid', 'true');
  element('proof').hidden = false;
  element('outcome').textContent = message;
  element('outcome').className = 'result small mismatch';
}

/** a blackjack round's cards as text: each hand and the dealer's, with their totals */
async function blackjackResult(seeds: { serverSeed: string; clientSeed: string; nonce: number }): Promise<[Proof, string] | undefined> {
  const actions = fields.actions.value
    .split(',')
    .map((action) => action.trim())
    .filter(Boolean);
  if (!actions.every((action) => (BLACKJACK_ACTIONS as readonly string[]).includes(action))) return void fail(fields.actions, t('Enter the actions taken'));
  const proof = await proveBlackjack({ ...seeds, actions: actions as BlackjackAction[] }).catch(() => undefined);
  if (!proof) return void fail(fields.actions, t('Enter the actions taken'));
  const hand = (cards: readonly number[]) => `${cards.map(cardName).join(' ')} (${handValue(cards).total})`;
  return [proof, `${t('Player')} ${proof.state.hands.map((player) => hand(player.cards)).join(' · ')} — ${t('Dealer')} ${hand(proof.state.dealer)}`];
}

async function verify() {
  for (const field of [fields.serverSeed, fields.nonce, fields.target, fields.actions]) field.removeAttribute('aria-invalid');
  const dice = fields.game.value === 'dice';
  const target = parseHundredths(fields.target.value, locale);
  const nonce = Number(fields.nonce.value);
  if (fields.serverSeed.value === '') return fail(fields.serverSeed, t('Not revealed yet: rotate the seed pair to reveal it.'));
  if (!Number.isSafeInteger(nonce) || nonce < 0) return fail(fields.nonce, t('Enter a valid nonce'));
  const seeds = { serverSeed: fields.serverSeed.value, clientSeed: fields.clientSeed.value, nonce };
  let proof: Proof;
  let result: string;
  if (fields.game.value === 'blackjack') {
    const replayed = await blackjackResult(seeds);
    if (!replayed) return;
    [proof, result] = replayed;
  } else {
    const [min, max] = dice ? [DICE_MIN_TARGET, DICE_MAX_TARGET] : [LIMBO_MIN_TARGET, LIMBO_MAX_TARGET];
    if (target === null || target < min || target > max) return fail(fields.target, t('Enter a valid target'));
    proof = await proveRound(
      dice ? { game: 'dice', ...seeds, params: { target, over: fields.over.value === '1' } } : { game: 'limbo', ...seeds, params: { target } },
    );
    result = dice ? formatHundredths(Number(proof.outcome.roll), locale) : formatMultiplier(Number(proof.outcome.result), locale);
  }
  const { outcome } = proof;
  element('proof').hidden = false;
  element('outcome').textContent = `${result} · ${outcome.win ? `${t('Win')} ${formatMultiplier(outcome.multiplier, locale)}` : t('Loss')}`;
  element('outcome').className = `result small ${outcome.win ? 'match' : 'mismatch'}`;
  element('hash').textContent = proof.serverSeedHash;
  const expected = fields.serverSeedHash.value.trim().toLowerCase();
  const check = element('hash-check');
  check.textContent =
    expected === '' ? '' : expected === proof.serverSeedHash ? t('The hash matches the server seed.') : t('The hash does not match the server seed.');
  check.className = expected === proof.serverSeedHash ? 'match' : 'mismatch';
  element('bytes').textContent = proof.hmac.replace(/(..)(?!$)/g, '$1 ');
  element('floats').textContent = proof.floats.join(', ');
  element('steps').replaceChildren(
    ...proof.steps.map((step) => {
      const item = document.createElement('li');
      item.textContent = step;
      return item;
    }),
  );
}

element<HTMLFormElement>('verify').addEventListener('submit', (event) => {
  event.preventDefault();
  void verify();
});
if (fields.serverSeed.value !== '') void verify();
