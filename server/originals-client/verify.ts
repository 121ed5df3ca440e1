// The verify page: recomputes a round from its seeds (or, for a live game, from its link of the hash
// chain and the salt) in the browser with the studio's published function and shows every step.
// Prefilled from the address (the game clients' Verify links).
import { LIVE_GAMES, type LiveGameCode } from '@arena/contracts';
import type { AutoRouletteResult } from '@arena/provably-fair/auto-roulette';
import type { BingoResult } from '@arena/provably-fair/bingo';
import { DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET } from '@arena/provably-fair/mapping';
import { formatHundredths, formatMultiplier, parseHundredths } from '../src/modules/originals-client/game-math';
import { proveLiveRound, proveRound } from '../src/modules/originals-client/proof';
import type { WheelOutcome } from '@arena/provably-fair/wheel';
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
  roundHash: element<HTMLInputElement>('round-hash'),
  salt: element<HTMLInputElement>('salt'),
  previousHash: element<HTMLInputElement>('previous-hash'),
};

const isLive = (game: string): game is LiveGameCode => (LIVE_GAMES as readonly string[]).includes(game);
const queryGame = query.get('game') ?? '';
fields.game.value = queryGame === 'limbo' || isLive(queryGame) ? queryGame : 'dice';
fields.roundHash.value = query.get('hash') ?? '';
fields.salt.value = query.get('salt') ?? '';
fields.previousHash.value = query.get('previous') ?? '';
fields.serverSeed.value = query.get('serverSeed') ?? '';
fields.serverSeedHash.value = query.get('serverSeedHash') ?? '';
fields.clientSeed.value = query.get('clientSeed') ?? '';
fields.nonce.value = query.get('nonce') ?? '0';
fields.over.value = query.get('over') === '0' ? '0' : '1';
const queryTarget = Number(query.get('target'));
fields.target.value = formatHundredths(Number.isInteger(queryTarget) && queryTarget > 0 ? queryTarget : fields.game.value === 'dice' ? 5000 : 200, locale);

const showDirection = () => {
  for (const node of document.querySelectorAll<HTMLElement>('.dice-only')) node.hidden = fields.game.value !== 'dice';
  for (const node of document.querySelectorAll<HTMLElement>('.seed-only')) node.hidden = isLive(fields.game.value);
  for (const node of document.querySelectorAll<HTMLElement>('.live-only')) node.hidden = !isLive(fields.game.value);
};
fields.game.addEventListener('change', showDirection);
showDirection();

function fail(field: HTMLInputElement, message: string) {
  field.setAttribute('aria-invalid', 'true');
  element('proof').hidden = false;
  element('outcome').textContent = message;
  element('outcome').className = 'result small mismatch';
}

const showSteps = (hmac: string, floats: number[], steps: string[]) => {
  element('bytes').textContent = hmac.replace(/(..)(?!$)/g, '$1 ');
  element('floats').textContent = floats.join(', ');
  element('steps').replaceChildren(
    ...steps.map((step) => {
      const item = document.createElement('li');
      item.textContent = step;
      return item;
    }),
  );
};

/** each live game's result as the page shows it */
const LIVE_RESULT_TEXT: Record<LiveGameCode, (result: Record<string, unknown>) => string> = {
  aviator: (result) => formatMultiplier(Number(result.crashPoint), locale),
  wheel: (result) => {
    const { number, bonus } = result as unknown as WheelOutcome;
    return number === null ? '–' : bonus > 1 ? `${number} ×${bonus}` : String(number);
  },
  'auto-roulette': (result) => {
    const { number, colour } = result as unknown as AutoRouletteResult;
    return `${number} ${t(colour === 'red' ? 'Red' : colour === 'black' ? 'Black' : 'Zero')}`;
  },
  // the order of the 90 balls (a game stops at its full house, which depends on the tickets sold)
  bingo: (result) => (result as unknown as BingoResult).draw.slice(0, 10).join(' · ') + ' …',
};

/** A live round: SHA-256 of its hash against the previous one, then the floats and the result. */
async function verifyLive(game: LiveGameCode) {
  const [roundHash, salt] = [fields.roundHash.value.trim(), fields.salt.value.trim()];
  if (roundHash === '' || salt === '') return fail(roundHash === '' ? fields.roundHash : fields.salt, t('Enter the round hash and the salt'));
  const previousHash = fields.previousHash.value.trim().toLowerCase();
  const proof = await proveLiveRound({ game, roundHash, salt, ...(previousHash !== '' && { previousHash }) });
  element('proof').hidden = false;
  element('outcome').textContent = LIVE_RESULT_TEXT[game](proof.result);
  element('outcome').className = `result small ${proof.linked === false ? 'mismatch' : 'match'}`;
  element('hash').textContent = proof.link;
  const check = element('hash-check');
  check.textContent =
    proof.linked === null ? '' : proof.linked ? t('The round links to the previous hash.') : t('The round does not link to the previous hash.');
  check.className = proof.linked ? 'match' : 'mismatch';
  showSteps(proof.hmac, proof.floats, proof.steps);
}

async function verify() {
  for (const field of [fields.serverSeed, fields.nonce, fields.target, fields.roundHash, fields.salt]) field.removeAttribute('aria-invalid');
  if (isLive(fields.game.value)) return verifyLive(fields.game.value);
  const dice = fields.game.value === 'dice';
  const target = parseHundredths(fields.target.value, locale);
  const nonce = Number(fields.nonce.value);
  if (fields.serverSeed.value === '') return fail(fields.serverSeed, t('Not revealed yet: rotate the seed pair to reveal it.'));
  if (!Number.isSafeInteger(nonce) || nonce < 0) return fail(fields.nonce, t('Enter a valid nonce'));
  const [min, max] = dice ? [DICE_MIN_TARGET, DICE_MAX_TARGET] : [LIMBO_MIN_TARGET, LIMBO_MAX_TARGET];
  if (target === null || target < min || target > max) return fail(fields.target, t('Enter a valid target'));
  const seeds = { serverSeed: fields.serverSeed.value, clientSeed: fields.clientSeed.value, nonce };
  const proof = await proveRound(
    dice ? { game: 'dice', ...seeds, params: { target, over: fields.over.value === '1' } } : { game: 'limbo', ...seeds, params: { target } },
  );
  const { outcome } = proof;
  const result = dice ? formatHundredths(Number(outcome.roll), locale) : formatMultiplier(Number(outcome.result), locale);
  element('proof').hidden = false;
  element('outcome').textContent = `${result} · ${outcome.win ? `${t('Win')} ${formatMultiplier(outcome.multiplier, locale)}` : t('Loss')}`;
  element('outcome').className = `result small ${outcome.win ? 'match' : 'mismatch'}`;
  element('hash').textContent = proof.serverSeedHash;
  const expected = fields.serverSeedHash.value.trim().toLowerCase();
  const check = element('hash-check');
  check.textContent =
    expected === '' ? '' : expected === proof.serverSeedHash ? t('The hash matches the server seed.') : t('The hash does not match the server seed.');
  check.className = expected === proof.serverSeedHash ? 'match' : 'mismatch';
  showSteps(proof.hmac, proof.floats, proof.steps);
}

element<HTMLFormElement>('verify').addEventListener('submit', (event) => {
  event.preventDefault();
  void verify();
});
if (fields.serverSeed.value !== '' || fields.roundHash.value !== '') void verify();
