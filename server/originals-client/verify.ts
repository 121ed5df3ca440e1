// The verify page: recomputes a round from its seeds in the browser with the studio's published
// function and shows every step. Prefilled from the address (the game clients' Verify links).
import { DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { SLOT_MACHINES } from '@arena/provably-fair/slots';
import type { InstantGameCode } from '@arena/provably-fair/instant-games';
import { formatHundredths, formatMultiplier, parseHundredths } from '../src/modules/originals-client/game-math';
import { proveRound, type Proof } from '../src/modules/originals-client/proof';
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
};

const GAMES: readonly string[] = ['dice', 'limbo', ...Object.keys(SLOT_MACHINES)];
fields.game.value = GAMES.includes(query.get('game') ?? '') ? (query.get('game') as string) : 'dice';
/** the slots take no choice: no target, their result is the grid */
const isSlot = () => fields.game.value in SLOT_MACHINES;
fields.serverSeed.value = query.get('serverSeed') ?? '';
fields.serverSeedHash.value = query.get('serverSeedHash') ?? '';
fields.clientSeed.value = query.get('clientSeed') ?? '';
fields.nonce.value = query.get('nonce') ?? '0';
fields.over.value = query.get('over') === '0' ? '0' : '1';
const queryTarget = Number(query.get('target'));
fields.target.value = formatHundredths(Number.isInteger(queryTarget) && queryTarget > 0 ? queryTarget : fields.game.value === 'dice' ? 5000 : 200, locale);

const showDirection = () => {
  for (const node of document.querySelectorAll<HTMLElement>('.dice-only')) node.hidden = fields.game.value !== 'dice';
  for (const node of document.querySelectorAll<HTMLElement>('.target-only')) node.hidden = isSlot();
};
fields.game.addEventListener('change', showDirection);
showDirection();

function fail(field: HTMLInputElement, message: string) {
  field.setAttribute('aria-invalid', 'true');
  element('proof').hidden = false;
  element('outcome').textContent = message;
  element('outcome').className = 'result small mismatch';
}

async function verify() {
  for (const field of [fields.serverSeed, fields.nonce, fields.target]) field.removeAttribute('aria-invalid');
  const dice = fields.game.value === 'dice';
  const target = parseHundredths(fields.target.value, locale);
  const nonce = Number(fields.nonce.value);
  if (fields.serverSeed.value === '') return fail(fields.serverSeed, t('Not revealed yet: rotate the seed pair to reveal it.'));
  if (!Number.isSafeInteger(nonce) || nonce < 0) return fail(fields.nonce, t('Enter a valid nonce'));
  const seeds = { serverSeed: fields.serverSeed.value, clientSeed: fields.clientSeed.value, nonce };
  if (isSlot()) {
    const proof = await proveRound({ game: fields.game.value as InstantGameCode, ...seeds, params: {} });
    const grid = proof.outcome.grid as string[][];
    return show(proof, `${grid.map((row) => row.join(' ')).join(' / ')} · ${formatMultiplier(proof.outcome.multiplier, locale)}`);
  }
  const [min, max] = dice ? [DICE_MIN_TARGET, DICE_MAX_TARGET] : [LIMBO_MIN_TARGET, LIMBO_MAX_TARGET];
  if (target === null || target < min || target > max) return fail(fields.target, t('Enter a valid target'));
  const proof = await proveRound(
    dice ? { game: 'dice', ...seeds, params: { target, over: fields.over.value === '1' } } : { game: 'limbo', ...seeds, params: { target } },
  );
  const { outcome } = proof;
  const result = dice ? formatHundredths(Number(outcome.roll), locale) : formatMultiplier(Number(outcome.result), locale);
  show(proof, `${result} · ${outcome.win ? `${t('Win')} ${formatMultiplier(outcome.multiplier, locale)}` : t('Loss')}`);
}

/** the proof of a round: its result in words, the hash check, the bytes, the floats and every step */
function show(proof: Proof, result: string) {
  const { outcome } = proof;
  element('proof').hidden = false;
  element('outcome').textContent = result;
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
