/**
 * @jest-environment jsdom
 */
// The verify page in a document as the server renders it: opened from a round's Verify link, it
// recomputes the round in the browser and shows every step in the page's language.
import { webcrypto } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { STEP_NAMES } from '@arena/provably-fair/steps';
import { loadClientPage } from './testing/client-page';
import type { Locale } from '../src/i18n/translations';

/** jsdom has neither Web Crypto nor TextEncoder; the published function takes the platform's */
function givePlatform() {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  Object.defineProperty(globalThis, 'TextEncoder', { value: TextEncoder, configurable: true });
}

/** the verify page in `locale` opened at `search`, its script run */
function openPage(locale: Locale, search: string) {
  givePlatform();
  window.history.replaceState(null, '', `/originals/verify${search}`);
  loadClientPage('verify', locale);
}

/** the shown steps once the recomputation has finished */
async function steps(): Promise<string[]> {
  const list = document.getElementById('steps')!;
  for (let wait = 0; wait < 100 && list.children.length === 0; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  return Array.from(list.children, (item) => item.textContent ?? '');
}

const ROULETTE_ROUND = `?game=roulette&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=3&bets=${encodeURIComponent('[{"type":"red","amount":100}]')}`;
/** a roulette round with a bet of every kind */
const EVERY_BET = [
  { type: 'straight', numbers: [17] },
  { type: 'split', numbers: [17, 20] },
  { type: 'street', numbers: [1, 2, 3] },
  { type: 'corner', numbers: [1, 2, 4, 5] },
  { type: 'sixLine', numbers: [1, 2, 3, 4, 5, 6] },
  ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type })),
  { type: 'dozen', selection: 2 },
  { type: 'column', selection: 3 },
].map((bet) => ({ ...bet, amount: 100 }));
const EVERY_BET_ROUND = `?game=roulette&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=3&bets=${encodeURIComponent(JSON.stringify(EVERY_BET))}`;
/** a Bosphorus Nights round with line wins of ship, tea, king and wild */
const SLOT_ROUND = '?game=bosphorus&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=0';
/** any English name of a symbol or a bet kind standing as a word */
const ENGLISH_NAME = new RegExp(`\\b(${STEP_NAMES.join('|')})\\b`);

describe('verify page', () => {
  it('shows the steps in Turkish on the Turkish page', async () => {
    openPage('tr', ROULETTE_ROUND);
    const shown = await steps();
    expect(shown[0]).toMatch(/^SHA-256\(sunucu tohumu\) = [0-9a-f]{64}$/);
    expect(shown[2]).toMatch(/^baytlar \[\d+, \d+, \d+, \d+\] → ondalık sayı = /);
    expect(shown[3]).toMatch(/^sayı = taban\(ondalık × 37\) = \d+ \((kırmızı|siyah|yeşil)\)$/);
    expect(shown[4]).toMatch(/^kırmızı 1-3-5-[\d-]+, bahis 100: (kazanç, 200 döner|kayıp)$/);
  });

  it('names every roulette bet kind in Turkish on the Turkish page', async () => {
    openPage('tr', EVERY_BET_ROUND);
    const bets = (await steps()).filter((shown) => shown.includes(', bahis 100: '));
    expect(bets.map((shown) => shown.split(', bahis')[0])).toEqual([
      'düz 17',
      'ikili 17-20',
      'üçlü 1-2-3',
      'köşe 1-2-4-5',
      'altılı 1-2-3-4-5-6',
      expect.stringMatching(/^kırmızı [\d-]+$/),
      expect.stringMatching(/^siyah [\d-]+$/),
      expect.stringMatching(/^tek [\d-]+$/),
      expect.stringMatching(/^çift [\d-]+$/),
      expect.stringMatching(/^düşük [\d-]+$/),
      expect.stringMatching(/^yüksek [\d-]+$/),
      'düzine 2',
      'sütun 3',
    ]);
    for (const shown of await steps()) expect(shown).not.toMatch(ENGLISH_NAME);
  });

  it('names the slot symbols in Turkish on the Turkish page, in the steps and the result', async () => {
    openPage('tr', SLOT_ROUND);
    const shown = await steps();
    expect(shown).toContain('çizgi 1: 3 × gemi 1.00× öder');
    expect(shown).toContain('çizgi 17: 3 × joker 1.25× öder');
    expect(shown.find((one) => one.includes('satırlar:'))).toMatch(
      /satırlar: gemi vale papaz papaz as \/ joker joker gemi kız çay \/ çay gemi joker vale kız$/,
    );
    for (const one of shown) expect(one).not.toMatch(ENGLISH_NAME);
    expect(document.getElementById('outcome')!.textContent).not.toMatch(ENGLISH_NAME);
  });

  it('names a Blackjack round’s actions in Turkish on the Turkish page, and reads them back', async () => {
    // a round the player could stand on at once (no insurance offered, no blackjack dealt)
    givePlatform();
    const { proveBlackjack } = await import('../src/modules/originals-pages/proof');
    let nonce = 0;
    while (!(await proveBlackjack({ serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce, actions: ['stand'] }).catch(() => undefined))) nonce++;
    openPage('tr', `?game=blackjack&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=${nonce}&actions=stand`);
    const actions = document.getElementById('actions') as HTMLInputElement;
    expect(actions.value).toBe('Dur');
    expect(actions.placeholder).toBe('Böl, İkiye katla, Dur');
    expect(await steps()).not.toHaveLength(0);
    expect(document.getElementById('outcome')!.textContent).toMatch(/^Oyuncu .* — Dağıtıcı /);
    expect(actions.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the same steps in English on the English page', async () => {
    openPage('en', ROULETTE_ROUND);
    const shown = await steps();
    expect(shown[0]).toMatch(/^SHA-256\(serverSeed\) = [0-9a-f]{64}$/);
    expect(shown[3]).toMatch(/^number = floor\(float × 37\) = \d+ \((red|black|green)\)$/);
    expect(shown[4]).toMatch(/^red 1-3-5-[\d-]+, stake 100: /);
  });

  it('recomputes a slot round on the RTP variant its Verify link names, and refuses a variant the game does not have', async () => {
    openPage('en', '?game=sultan&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=0&variant=rtp96.5');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('steps')!.children).toHaveLength(0);
    expect(document.body.textContent).toContain('Enter a valid RTP variant');

    // the published function, loaded once the page has given jsdom Web Crypto and TextEncoder
    const { describeSteps, verifyRound } = await import('@arena/provably-fair');
    const seeds = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };
    const total = async (nonce: number, params: object) => describeSteps((await verifyRound({ game: 'sultan', ...seeds, nonce, params })).steps).at(-1);
    // a round whose total the 94 % paytable changes
    let nonce = 0;
    while ((await total(nonce, { variant: 'rtp94' })) === (await total(nonce, {}))) nonce++;
    openPage('en', `?game=sultan&serverSeed=server-seed-1&clientSeed=client-seed-1&nonce=${nonce}&variant=rtp94`);
    expect((await steps()).at(-1)).toBe(await total(nonce, { variant: 'rtp94' }));
  });
});
