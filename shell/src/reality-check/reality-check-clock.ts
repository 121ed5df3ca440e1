import type { PlaySession } from '@arena/contracts';

/** A failed read of the session is tried again this much later (the check must not be skipped for good). */
export const RETRY_MS = 30_000;

/** Seconds into the session of the first check after `seen` seconds: the checks fall on whole intervals from the session's start. */
export function nextCheckAt(seen: number, minutes: number): number {
  const interval = minutes * 60;
  return (Math.floor(seen / interval) + 1) * interval;
}

export interface RealityCheckClock {
  /** re-reads the interval (the account page may have changed it) and re-plans the next check */
  refresh(): void;
  /** the player chose to go on: the next check comes one interval after the one just shown */
  resume(): void;
  stop(): void;
}

/**
 * The reality check's timing (UKGC RTS 13). The session's figures come from the server, so a reload
 * or a second tab does not restart the count: checks fall on whole intervals from the session's
 * `startedAt`, measured by the server's `elapsedSeconds` (not this device's clock). Each check reads
 * the session again, for fresh figures and in case the interval changed or was turned off.
 */
export function startRealityCheck(readSession: () => Promise<PlaySession>, show: (session: PlaySession) => void): RealityCheckClock {
  let minutes: number | null = null;
  /** session seconds of the last check shown, or of when the current interval was first seen */
  let seen = 0;
  let anchor = { elapsed: 0, at: 0 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let open = false;
  let stopped = false;

  const read = async () => {
    const session = await readSession();
    anchor = { elapsed: session.elapsedSeconds, at: Date.now() };
    if (session.realityCheckMinutes !== minutes) {
      // a new or changed interval counts on from now: turning it on does not show a check at once
      minutes = session.realityCheckMinutes;
      seen = session.elapsedSeconds;
    }
    return session;
  };

  const plan = (delayMs?: number) => {
    clearTimeout(timer);
    if (stopped || open || minutes === null) return;
    const elapsedNow = anchor.elapsed + (Date.now() - anchor.at) / 1000;
    timer = setTimeout(() => void check(), delayMs ?? Math.max(0, (nextCheckAt(seen, minutes) - elapsedNow) * 1000));
  };

  const check = async () => {
    let session: PlaySession;
    try {
      session = await read();
    } catch {
      plan(RETRY_MS);
      return;
    }
    if (stopped || open) return;
    if (minutes !== null && session.elapsedSeconds >= nextCheckAt(seen, minutes)) {
      seen = session.elapsedSeconds;
      open = true;
      show(session);
      return;
    }
    plan();
  };

  const refresh = () => {
    if (open) return;
    read().then(
      () => plan(),
      () => undefined,
    );
  };

  refresh();
  return {
    refresh,
    resume: () => {
      open = false;
      plan();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
