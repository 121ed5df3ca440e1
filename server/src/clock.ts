// Time as the app sees it. Injected so tests can move it forward (session expiry, code expiry,
// lockouts) instead of waiting.

export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * `base` moved forward by every shift so far: development and test servers hand it to player
 * protection (and bonuses), so a journey sees a 24-hour cooling-off or an exclusion pass without waiting.
 */
export function shiftableClock(base: Clock): Clock & { shift(ms: number): void } {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    shift: (ms) => {
      offset += ms;
    },
  };
}
