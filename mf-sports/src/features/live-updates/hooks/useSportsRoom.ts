import { useEffect, useRef } from 'react';
import { SPORTS_ROOM_COMMAND, type SportsUpdate } from '@arena/contracts';
import { betSlip } from '../../betslip';
import { readSportsUpdate } from '../sports-update';

/** Hands the bet slip the live prices of its selections that the batch names (the slip decides what to take). */
function repriceSlip(update: SportsUpdate) {
  const onSlip = new Set(betSlip.get().map((selection) => selection.selectionId));
  const prices = new Map(update.selections.filter((selection) => onSlip.has(selection.id)).map((selection) => [selection.id, selection.price]));
  if (prices.size > 0) betSlip.reprice(prices);
}

/**
 * Hears a sports room (SPORTS_ROOMS) while the component shows it; null listens to nothing. The rooms
 * client (and SignalR with it) loads on first use, so a page's first paint never waits for it.
 */
export function useSportsRoom(room: string | null, onUpdate: (update: SportsUpdate) => void) {
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    if (!room) return;
    let leave: (() => void) | undefined;
    let left = false;
    import(/* webpackChunkName: "rooms" */ '@arena/realtime')
      .then(({ roomsClient }) => {
        if (left) return;
        leave = roomsClient().subscribe(room, (command, payload) => {
          const update = command === SPORTS_ROOM_COMMAND ? readSportsUpdate(payload) : null;
          if (!update) return;
          repriceSlip(update);
          latest.current(update);
        });
      })
      // no live channel (the chunk failed to load): the page keeps the prices it loaded
      .catch(() => undefined);
    return () => {
      left = true;
      leave?.();
    };
  }, [room]);
}
