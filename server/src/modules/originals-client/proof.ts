// What the verify page shows for a round, computed with the studio's published function
// (@arena/provably-fair) wherever it runs: in the player's browser on the page, in node in the tests.
import { hmacMessage, hmacSha256, sha256Hex, verifyRound, type OutcomeBase, type RoundInput } from '@arena/provably-fair';

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
