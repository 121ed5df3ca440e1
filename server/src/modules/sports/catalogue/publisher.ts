// The live publisher: changes are gathered per room and sent as one SportsUpdate per room at most once
// per interval, and only to rooms that have changes. Each list keeps only the newest state of an item.
import type { SportsUpdate } from '@arena/contracts';

type Pending = {
  events: Map<number, SportsUpdate['events'][number]>;
  markets: Map<number, SportsUpdate['markets'][number]>;
  selections: Map<number, SportsUpdate['selections'][number]>;
};

export interface Publisher {
  /** adds changes to the room's next update */
  queue(room: string, update: Partial<SportsUpdate>): void;
  /**
   * sends the rooms that have changes and whose interval has passed at `now`; `atOnce`: every room with
   * changes, its interval or not (an operator's change, rare, is not held for the feed's rhythm, and
   * without the feed's flush timer a held one would wait for the next change)
   */
  flush(now: number, options?: { atOnce?: boolean }): Promise<void>;
}

export function createPublisher(intervalMs: number, send: (room: string, update: SportsUpdate) => Promise<void>): Publisher {
  const pending = new Map<string, Pending>();
  const sentAt = new Map<string, number>();

  return {
    queue(room, { events = [], markets = [], selections = [] }) {
      let batch = pending.get(room);
      if (!batch) {
        batch = { events: new Map(), markets: new Map(), selections: new Map() };
        pending.set(room, batch);
      }
      for (const event of events) batch.events.set(event.id, event);
      for (const market of markets) batch.markets.set(market.id, market);
      for (const selection of selections) batch.selections.set(selection.id, selection);
    },

    async flush(now, { atOnce = false } = {}) {
      // a room quiet for a whole interval may be sent at once next time
      for (const [room, at] of sentAt) if (now - at >= intervalMs) sentAt.delete(room);
      const due: [string, SportsUpdate][] = [];
      for (const [room, batch] of pending) {
        const last = sentAt.get(room);
        if (!atOnce && last !== undefined && now - last < intervalMs) continue;
        pending.delete(room);
        sentAt.set(room, now);
        due.push([room, { events: [...batch.events.values()], markets: [...batch.markets.values()], selections: [...batch.selections.values()] }]);
      }
      await Promise.all(due.map(([room, update]) => send(room, update)));
    },
  };
}
