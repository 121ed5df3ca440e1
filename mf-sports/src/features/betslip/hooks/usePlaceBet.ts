import { useRef, useState } from 'react';
import type { Bet, PlaceBetRequest } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useApi } from '@arena/remote-kit';
import { betSlip, type SlipSelection } from './useBetSlip';

export type PlaceState =
  | { step: 'idle' }
  | { step: 'placing' }
  | { step: 'placed'; bets: Bet[]; selections: SlipSelection[] }
  /** the book refused the slip as it stood: its changes are on the selections, to accept */
  | { step: 'refused'; reason: 'price-changed' | 'unavailable' }
  | { step: 'failed'; message: string };

/**
 * Places the slip. One slip id per slip as sent, kept until the book answers: a retry of the same
 * slip after a lost reply or a server error carries the same id, so it is placed once. A changed slip,
 * or one after a refusal (prices moved, a market closed: nothing was placed), is a new slip.
 */
export function usePlaceBet() {
  const api = useApi();
  const bus = useBus();
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const [state, setState] = useState<PlaceState>({ step: 'idle' });
  const pending = useRef<{ content: string; slipId: string } | null>(null);

  /** `freeBet`: the player's free bet token pays the stake instead of their balance */
  async function place(freeBet = false) {
    if (!loggedIn) {
      bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
      return;
    }
    const selections = betSlip.get();
    const settings = betSlip.settings();
    const slip: Omit<PlaceBetRequest, 'slipId'> = {
      type: settings.type,
      selections: selections.map((s) => ({ selectionId: s.selectionId, price: s.price })),
      stake: settings.stake ?? 0,
      priceChange: settings.priceChange,
      ...(settings.type === 'system' ? { systemSize: settings.systemSize } : {}),
      ...(freeBet ? { freeBet: true } : {}),
    };
    const content = JSON.stringify(slip);
    if (pending.current?.content !== content) pending.current = { content, slipId: crypto.randomUUID() };
    const request: PlaceBetRequest = { slipId: pending.current.slipId, ...slip };
    setState({ step: 'placing' });
    try {
      const reply = await api.placeBet(request);
      pending.current = null;
      if (reply.status === 'placed') {
        betSlip.clear();
        setState({ step: 'placed', bets: reply.bets, selections });
      } else {
        betSlip.quote(reply.changes);
        setState({ step: 'refused', reason: reply.status === 'unavailable' ? 'unavailable' : 'price-changed' });
      }
    } catch (error) {
      // the api client already showed the server's message as a toast; the slip repeats it in place
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  return {
    state,
    place,
    /** back to the slip after a placed bet: `keep` puts its selections back for another bet */
    done: (keep: boolean) => {
      if (state.step === 'placed' && keep) betSlip.restore(state.selections);
      setState({ step: 'idle' });
    },
  };
}
