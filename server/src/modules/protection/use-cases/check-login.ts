import { HttpError } from '../../../http/errors';
import type { ProtectionContext } from '../context';
import { barNow } from '../exclusion-in-force';

/** the login's refusal for an excluded or closed account: why, and until when */
export async function assertMayLogin(ctx: ProtectionContext, userId: number): Promise<void> {
  const bar = await barNow(ctx, userId);
  if (bar) throw new HttpError(403, bar.key, bar.date ? { date: bar.date } : {});
}
