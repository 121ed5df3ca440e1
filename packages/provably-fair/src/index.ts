// Arena Originals' provably fair function, the one a player can run: HMAC-SHA256(serverSeed,
// `${clientSeed}:${nonce}:${cursor}`) → floats → the game's outcome, as Stake documents it. Web Crypto
// only (browsers and Node 20), no dependencies.
import { instantGame, type InstantGameCode, type OutcomeBase } from './instant-games';
import { bytesToFloat } from './mapping';
import { liveGame, type LiveGameCode } from './live-games';
import { BINGO_TICKET_FLOATS, bingoTicket, bingoTicketMessage, type BingoTicket } from './bingo';
import { step, type Step } from './steps';

export * from './blackjack';
export * from './instant-games';
export * from './mapping';
export * from './plinko';
export * from './roulette';
export * from './live-games';
export * from './wheel';
export * from './bingo';
export * from './auto-roulette';
export * from './steps';

const encoder = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** The message of one HMAC block: each block of 32 bytes gives 8 floats. */
export const hmacMessage = (clientSeed: string, nonce: number, cursor: number) => `${clientSeed}:${nonce}:${cursor}`;

/** `count` floats in [0, 1) from HMAC blocks for cursor 0, 1, 2, …, each block taken 4 bytes at a time. */
async function blockFloats(key: string, message: (cursor: number) => string, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let cursor = 0; result.length < count; cursor++) {
    const bytes = await hmacSha256(key, message(cursor));
    for (let offset = 0; offset < bytes.length && result.length < count; offset += 4) result.push(bytesToFloat(bytes, offset));
  }
  return result;
}

/** `count` floats in [0, 1) of one round of a player's seed pair. */
export const floats = (serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> =>
  blockFloats(serverSeed, (cursor) => hmacMessage(clientSeed, nonce, cursor), count);

// Shared rounds (one round for everyone on a cycle) commit to a hash chain instead of a seed pair, as
// Bustabit and Stake's crash do: h_N is a secret seed, h_(i-1) = SHA-256(h_i) as hex text, and h_0 with
// a salt is published before round 1. Round k uses h_k, so SHA-256(h_k) = h_(k-1) links every round back
// to the published h_0, and nobody (the studio included) can choose a later round's hash.

/** The message of one HMAC block of a shared round: keyed by the round's hash. */
export const chainMessage = (salt: string, cursor: number) => `${salt}:${cursor}`;

/** `count` floats in [0, 1) of a shared round: HMAC-SHA256(roundHash, `${salt}:${cursor}`). */
export const chainFloats = (roundHash: string, salt: string, count: number): Promise<number[]> =>
  blockFloats(roundHash, (cursor) => chainMessage(salt, cursor), count);

/** True when `roundHash` is the link after `previousHash`: SHA-256(roundHash) = previousHash. */
export const verifyChainLink = async (roundHash: string, previousHash: string): Promise<boolean> => (await sha256Hex(roundHash)) === previousHash;

/** Bingo ticket `serial` of a shared round, rebuilt from the round's seed. */
export const bingoRoundTicket = async (roundSeed: string, serial: number): Promise<BingoTicket> =>
  bingoTicket(await blockFloats(roundSeed, (cursor) => bingoTicketMessage(serial, cursor), BINGO_TICKET_FLOATS));

/** The first float from the first 4 bytes of the HMAC, as bytesToFloat computes it. */
const floatStep = (bytes: Uint8Array, float: number): Step =>
  step('bytes [{bytes}] → float = {b0}/256 + {b1}/256² + {b2}/256³ + {b3}/256⁴ = {float}', {
    bytes: Array.from(bytes.slice(0, 4)).join(', '),
    b0: bytes[0],
    b1: bytes[1],
    b2: bytes[2],
    b3: bytes[3],
    float,
  });

/** A round to recompute: the game, the seed pair, the nonce and the player's choices. */
export interface RoundInput {
  game: InstantGameCode;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: unknown;
}

export interface VerifiedRound<O = OutcomeBase> {
  floats: number[];
  outcome: O;
  /** the computation step by step, for the verify page (describeSteps words it) */
  steps: Step[];
}

/** Recomputes a round from its seeds, step by step. */
export async function verifyRound({ game, serverSeed, clientSeed, nonce, params }: RoundInput): Promise<VerifiedRound> {
  const math = instantGame(game);
  const message = hmacMessage(clientSeed, nonce, 0);
  const bytes = await hmacSha256(serverSeed, message);
  const roundFloats = await floats(serverSeed, clientSeed, nonce, math.floatCount(params));
  const outcome = math.outcome(roundFloats, params);
  const steps = [
    step('SHA-256(serverSeed) = {hash}', { hash: await sha256Hex(serverSeed) }),
    step('HMAC-SHA256(serverSeed, "{message}") = {hmac}', { message, hmac: hex(bytes) }),
    floatStep(bytes, roundFloats[0]),
    ...math.steps(roundFloats, params, outcome),
  ];
  return { floats: roundFloats, outcome, steps };
}

/** A shared round to recompute: the game, the round's hash, the chain's salt and, to check the link, the hash before it. */
export interface LiveRoundInput {
  game: LiveGameCode;
  roundHash: string;
  salt: string;
  /** h_(k-1): the previous round's hash, or the published terminal hash h_0 for round 1 */
  previousHash?: string;
}

export interface VerifiedLiveRound {
  /** null when no previous hash was given */
  linked: boolean | null;
  floats: number[];
  result: unknown;
  steps: Step[];
}

/** Recomputes a shared round from its hash chain link, step by step. */
export async function verifyLiveRound({ game, roundHash, salt, previousHash }: LiveRoundInput): Promise<VerifiedLiveRound> {
  const math = liveGame(game);
  const link = await sha256Hex(roundHash);
  const linked = previousHash === undefined ? null : link === previousHash;
  const message = chainMessage(salt, 0);
  const bytes = await hmacSha256(roundHash, message);
  const roundFloats = await chainFloats(roundHash, salt, math.floatCount);
  const result = math.result(roundFloats);
  const steps = [
    step(
      linked === null
        ? 'SHA-256(roundHash) = {hash}'
        : linked
          ? 'SHA-256(roundHash) = {hash} = previous hash ✓'
          : 'SHA-256(roundHash) = {hash} ≠ previous hash ✗',
      { hash: link },
    ),
    step('HMAC-SHA256(roundHash, "{message}") = {hmac}', { message, hmac: hex(bytes) }),
    floatStep(bytes, roundFloats[0]),
    ...math.steps(roundFloats, result),
  ];
  return { linked, floats: roundFloats, result, steps };
}
