// What the verify page shows for a round, computed with the studio's published function
// (@arena/provably-fair) wherever it runs: in the player's browser on the page, in node in the tests.
import { hmacMessage, hmacSha256, sha256Hex, verifyRound, type RoundInput } from '@arena/provably-fair';

export interface Proof {
  /** SHA-256 of the server seed, to compare with the hash shown before play */
  serverSeedHash: string;
  /** the round's first HMAC block (cursor 0), hex */
  hmac: string;
  floats: number[];
  /** the roll (dice) or drawn multiplier (limbo), hundredths */
  result: number;
  win: boolean;
  /** the payout multiplier in hundredths, 0 on a loss */
  multiplier: number;
  steps: string[];
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function proveRound(input: RoundInput): Promise<Proof> {
  const [verified, serverSeedHash, bytes] = await Promise.all([
    verifyRound(input),
    sha256Hex(input.serverSeed),
    hmacSha256(input.serverSeed, hmacMessage(input.clientSeed, input.nonce, 0)),
  ]);
  const { outcome } = verified;
  return {
    serverSeedHash,
    hmac: hex(bytes),
    floats: verified.floats,
    result: 'roll' in outcome ? outcome.roll : outcome.result,
    win: outcome.win,
    multiplier: outcome.multiplier,
    steps: verified.steps,
  };
}
