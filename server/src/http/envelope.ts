import type { ApiReply } from '@arena/contracts';

/** A successful reply of ./api/ (spec §7 envelope). */
export function ok<T>(data: T): ApiReply<T> {
  return { success: true, message: '', data };
}
