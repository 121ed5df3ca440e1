// The verify page's computation on fixed vectors: the server seed's hash, the HMAC block, the float and
// the outcome, as node:crypto computes them (a change of the mapping or of the message fails here).
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { cardName, cardOf, describeSteps, floats, STEP_KEYS, STEP_NAMES } from '@arena/provably-fair';
import { TRANSLATIONS } from '../../i18n/translations';
import { proveBlackjack, proveLiveRound, proveRound } from './proof';

describe('verify page proof', () => {
  it('recomputes a limbo round from its seeds', async () => {
    const serverSeed = 'a'.repeat(64);
    const proof = await proveRound({ game: 'limbo', serverSeed, clientSeed: 'arena', nonce: 42, params: { target: 500 } });
    expect(proof.serverSeedHash).toBe(createHash('sha256').update(serverSeed).digest('hex'));
    expect(proof.hmac).toBe('5410a79c089789d16fed1a6c58fee3d30d88b4f9c1ce856a8fb0b2e498c0fa65');
    // 0x54/256 + 0x10/256² + 0xa7/256³ + 0x9c/256⁴
    expect(proof.floats).toEqual([0x5410a79c / 2 ** 32]);
    expect(proof.outcome).toEqual({ result: 301, win: false, multiplier: 0 });
    expect(describeSteps(proof.steps)[1]).toBe('HMAC-SHA256(serverSeed, "arena:42:0") = 5410a79c089789d16fed1a6c58fee3d30d88b4f9c1ce856a8fb0b2e498c0fa65');
  });

  it('recomputes a dice round: roll = floor(float × 10001), paid at 99 / chance on a win', async () => {
    const input = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };
    const bytes = createHmac('sha256', input.serverSeed).update('client-seed-1:0:0').digest();
    const roll = Math.floor((bytes.readUInt32BE(0) / 2 ** 32) * 10001);
    const under = await proveRound({ game: 'dice', ...input, params: { target: 9800, over: false } });
    expect(under.hmac).toBe(bytes.toString('hex'));
    expect(under.outcome).toEqual({ roll, win: roll < 9800, multiplier: roll < 9800 ? 101 : 0 });
    const over = await proveRound({ game: 'dice', ...input, params: { target: 200, over: true } });
    expect(over.outcome.roll).toBe(roll);
    expect(over.outcome.win).toBe(roll > 200);
    expect(describeSteps(under.steps).at(-1)).toContain(under.outcome.win ? 'win' : 'loss');
  });

  it('replays a blackjack round from its seeds and actions, card by card', async () => {
    const input = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };
    const roundFloats = await floats(input.serverSeed, input.clientSeed, input.nonce, 8);
    // 7♥ 7♠ against J♥ (K♥ in the hole): standing on 14 loses unless the dealer busts
    const proof = await proveBlackjack({ ...input, actions: ['stand'] });
    expect(proof.state.hands[0].cards.map(cardName)).toEqual(['7♥', '7♠']);
    expect(proof.state.dealer.map(cardName)).toEqual(['J♥', 'K♥']);
    expect(proof.outcome).toEqual({ win: false, multiplier: 0 });
    expect(proof.floats).toEqual(roundFloats.slice(0, 4));
    expect(describeSteps(proof.steps)[0]).toBe(`card 1: floor(${roundFloats[0]} × 52) = ${cardOf(roundFloats[0])} → 7♥`);
    expect(describeSteps(proof.steps)).toContain('hand 1: 7♥ 7♠ = 14: loss');
    await expect(proveBlackjack({ ...input, actions: ['split', 'insurance'] })).rejects.toThrow('insurance is not allowed now');
  });

  it('recomputes an Aviator round from its link of the hash chain and the salt', async () => {
    const roundHash = 'chain-seed';
    const previous = createHash('sha256').update(roundHash).digest('hex');
    const bytes = createHmac('sha256', roundHash).update('salt-1:0').digest();
    const proof = await proveLiveRound({ game: 'aviator', roundHash, salt: 'salt-1', previousHash: previous });
    expect(proof).toMatchObject({
      link: previous,
      linked: true,
      hmac: bytes.toString('hex'),
      floats: [bytes.readUInt32BE(0) / 2 ** 32],
      result: { crashPoint: 254 },
    });
    expect((await proveLiveRound({ game: 'aviator', roundHash, salt: 'salt-1', previousHash: 'f'.repeat(64) })).linked).toBe(false);
  });

  it('words the steps in Turkish from the server texts, every wording translated', async () => {
    const proof = await proveRound({
      game: 'roulette',
      serverSeed: 'server-seed-1',
      clientSeed: 'client-seed-1',
      nonce: 3,
      params: { bets: [{ type: 'red', amount: 100 }] },
    });
    const turkish = describeSteps(proof.steps, (key) => TRANSLATIONS.tr[key]);
    expect(turkish[0]).toMatch(/^SHA-256\(sunucu tohumu\) = [0-9a-f]{64}$/);
    expect(turkish[3]).toMatch(/^sayı = taban\(ondalık × 37\) = \d+ \((kırmızı|siyah|yeşil)\)$/);
    expect(turkish.at(-1)).toMatch(/^toplam dönüş \d+, çarpan = /);
    expect(STEP_KEYS.filter((key) => TRANSLATIONS.tr[key] === undefined)).toEqual([]);
    // and every name a step shows (slot symbols, roulette bet kinds) has a Turkish word of its own
    expect(STEP_NAMES.filter((name) => TRANSLATIONS.tr[name] === undefined || TRANSLATIONS.tr[name] === name)).toEqual([]);
  });
});
