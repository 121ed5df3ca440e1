// What the verify page shows for a round, computed with the studio's published function
// (@arena/provably-fair) wherever it runs: in the player's browser on the page, in node in the tests.
import {
  chainMessage,
  hmacMessage,
  hmacSha256,
  sha256Hex,
  verifyLiveRound,
  verifyRound,
  type LiveRoundInput,
  type OutcomeBase,
  type RoundInput,
} from '@arena/provably-fair';

export interface Proof {
  /** SHA-256 of the server seed, to compare with the hash shown before play */
  serverSeedHash: string;
  /** the round's first HMAC block (cursor 0), hex */
  hmac: string;
  floats: number[];
  /** the game's outcome (dice: its roll; limbo: the drawn multiplier) with its payout multiplier */
  outcome: OutcomeBase & Record<string, unknown>;
  steps: string[];
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function proveRound(input: RoundInput): Promise<Proof> {
  const [verified, serverSeedHash, bytes] = await Promise.all([
    verifyRound(input),
    sha256Hex(input.serverSeed),
    hmacSha256(input.serverSeed, hmacMessage(input.clientSeed, input.nonce, 0)),
  ]);
  return {
    serverSeedHash,
    hmac: hex(bytes),
    floats: verified.floats,
    outcome: verified.outcome as Proof['outcome'],
    steps: verified.steps,
  };
}

export interface LiveProof {
  /** SHA-256 of the round's hash: the previous round's hash (h_0 for round 1) */
  link: string;
  /** null when no previous hash was given */
  linked: boolean | null;
  hmac: string;
  floats: number[];
  result: Record<string, unknown>;
  steps: string[];
}

export async function proveLiveRound(input: LiveRoundInput): Promise<LiveProof> {
  const [verified, link, bytes] = await Promise.all([
    verifyLiveRound(input),
    sha256Hex(input.roundHash),
    hmacSha256(input.roundHash, chainMessage(input.salt, 0)),
  ]);
  return {
    link,
    linked: verified.linked,
    hmac: hex(bytes),
    floats: verified.floats,
    result: verified.result as Record<string, unknown>,
    steps: verified.steps,
  };
}
