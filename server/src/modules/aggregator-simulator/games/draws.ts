// A round's random numbers, decided by the simulator's server: HMAC-SHA256 under a secret made per
// process, of the round's key and a counter. The page names its round (an id it makes per round, as an
// idempotency key), so a replayed request plays the same round again and our wallet, seeing the same
// transactions, moves the money once; the player cannot foresee a round without the secret.
import { createHmac } from 'node:crypto';

export interface Draws {
  /** a whole number in [0, n), uniform */
  int(n: number): number;
}

const SPAN = 2 ** 48;

export function roundDraws(secret: Buffer, roundKey: string): Draws {
  let counter = 0;
  return {
    int(n) {
      // 48 bits a try; values past the last whole multiple of n are drawn again, so each number is as likely
      const limit = SPAN - (SPAN % n);
      for (;;) {
        const value = createHmac('sha256', secret).update(`${roundKey}:${counter}`).digest().readUIntBE(0, 6);
        counter += 1;
        if (value < limit) return value % n;
      }
    },
  };
}
