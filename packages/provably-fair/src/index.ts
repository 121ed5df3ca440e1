// Arena Originals' provably fair function, the one a player can run: HMAC-SHA256(serverSeed,
// `${clientSeed}:${nonce}:${cursor}`) → floats → the game's outcome, as Stake documents it. Web Crypto
// only (browsers and Node 20), no dependencies.
import {
  bytesToFloat,
  diceMultiplier,
  diceOutcome,
  diceWinChance,
  hundredths,
  limboOutcome,
  type DiceOutcome,
  type DiceParams,
  type LimboOutcome,
  type LimboParams,
} from './mapping';

export * from './mapping';

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

/** `count` floats in [0, 1) of one round: blocks for cursor 0, 1, 2, … taken 4 bytes at a time. */
export async function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const result: number[] = [];
  for (let cursor = 0; result.length < count; cursor++) {
    const bytes = await hmacSha256(serverSeed, hmacMessage(clientSeed, nonce, cursor));
    for (let offset = 0; offset < bytes.length && result.length < count; offset += 4) result.push(bytesToFloat(bytes, offset));
  }
  return result;
}

export type RoundInput =
  | { game: 'dice'; serverSeed: string; clientSeed: string; nonce: number; params: DiceParams }
  | { game: 'limbo'; serverSeed: string; clientSeed: string; nonce: number; params: LimboParams };

export interface VerifiedRound<O = DiceOutcome | LimboOutcome> {
  floats: number[];
  outcome: O;
  /** the computation in words, one step a line, for the verify page */
  steps: string[];
}

/** Recomputes a round from its seeds, step by step. */
export async function verifyRound(input: RoundInput): Promise<VerifiedRound> {
  const { serverSeed, clientSeed, nonce } = input;
  const message = hmacMessage(clientSeed, nonce, 0);
  const bytes = await hmacSha256(serverSeed, message);
  const float = bytesToFloat(bytes, 0);
  const steps = [
    `SHA-256(serverSeed) = ${await sha256Hex(serverSeed)}`,
    `HMAC-SHA256(serverSeed, "${message}") = ${hex(bytes)}`,
    `bytes [${Array.from(bytes.slice(0, 4)).join(', ')}] → float = ${bytes[0]}/256 + ${bytes[1]}/256² + ${bytes[2]}/256³ + ${bytes[3]}/256⁴ = ${float}`,
  ];
  if (input.game === 'dice') {
    const outcome = diceOutcome(float, input.params);
    const { target, over } = input.params;
    steps.push(
      `roll = floor(float × 10001) / 100 = ${hundredths(outcome.roll)}`,
      `win chance = ${hundredths(diceWinChance(input.params))} %, multiplier = 99 / win chance = ${hundredths(diceMultiplier(input.params))}×`,
      `${hundredths(outcome.roll)} ${over ? '>' : '<'} ${hundredths(target)}: ${outcome.win ? 'win' : 'loss'}, pays ${hundredths(outcome.multiplier)}×`,
    );
    return { floats: [float], outcome, steps };
  }
  const outcome = limboOutcome(float, input.params);
  steps.push(
    `result = max(1, floor(1e8 / (float × 1e8) × 0.99 × 100) / 100) = ${hundredths(outcome.result)}×`,
    `${hundredths(outcome.result)} ≥ ${hundredths(input.params.target)}: ${outcome.win ? 'win' : 'loss'}, pays ${hundredths(outcome.multiplier)}×`,
  );
  return { floats: [float], outcome, steps };
}
