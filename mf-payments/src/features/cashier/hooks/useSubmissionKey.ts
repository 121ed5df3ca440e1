import { useRef } from 'react';
import { ApiError } from '@arena/api-client';

/** Whether a failed call may have reached the server unanswered (network, time-out, gateway): retrying it is the same submission. */
export const unanswered = (error: unknown) => !(error instanceof ApiError) || error.status === undefined || error.status >= 500;

/**
 * One Idempotency-Key per submission: the same body sent again after a network error goes with the
 * key of the first attempt, so the server answers it instead of moving the money twice; an answered
 * attempt (success or refusal) or other values make the next submission a new one.
 */
export function useSubmissionKey() {
  const pending = useRef<{ body: string; key: string } | null>(null);
  return async function send<T>(body: object, call: (idempotencyKey: string) => Promise<T>): Promise<T> {
    const json = JSON.stringify(body);
    if (pending.current?.body !== json) pending.current = { body: json, key: crypto.randomUUID() };
    const { key } = pending.current;
    try {
      const result = await call(key);
      pending.current = null;
      return result;
    } catch (error) {
      if (!unanswered(error)) pending.current = null;
      throw error;
    }
  };
}
