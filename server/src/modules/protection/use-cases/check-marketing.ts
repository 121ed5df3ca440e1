import type { ProtectionContext } from '../context';
import { barNow } from '../exclusion-in-force';

/** no marketing reaches a player in a time-out, self-excluded or closed (LCCP SR 5.1.11 / MGA) */
export async function marketingAllowed(ctx: ProtectionContext, userId: number): Promise<boolean> {
  return (await barNow(ctx, userId)) === null;
}
