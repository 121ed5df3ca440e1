import type { ApiReply } from '@arena/contracts';

/** A successful reply of ./api/ (spec §7 envelope); `message` is shown to the player when set. */
export function ok<T>(data: T, message = ''): ApiReply<T> {
  return { success: true, message, data };
}

/** A successful reply that only carries a message (spec §7: "success, message"). */
export function done(message: string): ApiReply {
  return { success: true, message };
}
