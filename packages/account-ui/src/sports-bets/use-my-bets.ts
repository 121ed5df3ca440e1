import { useCallback, useEffect, useRef, useState } from 'react';
import type { Bet } from '@arena/contracts';
import type { AccountApi } from '../account-api';

export type BetsTab = 'open' | 'settled';
export const BETS_PAGE_SIZE = 20;
/** open bets' cash out offers move with the prices: they are fetched again this often while shown */
export const OFFER_REFRESH_MS = 5_000;

/** The player's bets of one tab, newest first, a page at a time; open bets refresh while shown. */
export function useMyBets(api: Pick<AccountApi, 'myBets'>, status: BetsTab) {
  const [items, setItems] = useState<Bet[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const shown = useRef(0);

  const fetch = useCallback(
    async (skip: number, take: number, quiet: boolean) => {
      const call = ++latest.current;
      if (!quiet) {
        setLoading(true);
        setFailed(false);
      }
      try {
        const reply = await api.myBets({ status, skip, take });
        if (call !== latest.current) return;
        setItems((current) => {
          const next = skip === 0 ? reply.items : [...current, ...reply.items];
          shown.current = next.length;
          return next;
        });
        setTotal(reply.total);
        setFailed(false);
      } catch {
        // a quiet refresh that fails keeps what is shown; the next one tries again
        if (call === latest.current && !quiet) setFailed(true);
      } finally {
        if (call === latest.current) setLoading(false);
      }
    },
    [api, status],
  );

  useEffect(() => {
    setItems([]);
    shown.current = 0;
    void fetch(0, BETS_PAGE_SIZE, false);
    if (status !== 'open') return;
    const refresh = () => {
      // a hidden tab shows no offers: it waits for the next tick after the player is back
      if (document.visibilityState !== 'hidden') void fetch(0, Math.min(100, Math.max(BETS_PAGE_SIZE, shown.current)), true);
    };
    const timer = setInterval(refresh, OFFER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [fetch, status]);

  return {
    items,
    total,
    loading,
    failed,
    retry: () => void fetch(0, BETS_PAGE_SIZE, false),
    loadMore: () => void fetch(items.length, BETS_PAGE_SIZE, false),
    /** a bet as the book answered a cash out or an auto cash-out change */
    update: (bet: Bet) => setItems((current) => current.map((b) => (b.id === bet.id ? bet : b))),
  };
}
