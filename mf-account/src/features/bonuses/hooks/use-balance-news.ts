import { useEffect } from 'react';
import { debounceTime, distinctUntilChanged, map, skip } from 'rxjs';
import { useBus } from '@arena/bus';

/** a bet moves the balance and the bonus's wagering in one transaction; a short wait gathers a burst of them */
export const BALANCE_SETTLE_MS = 250;

/** Calls `onNews` when the balance on the bus changes after the page opened (a bet, a win, a credited deposit). */
export function useBalanceNews(onNews: () => void) {
  const bus = useBus();
  useEffect(() => {
    const sub = bus.state$
      .pipe(
        map((state) => state.auth.balance),
        distinctUntilChanged(),
        skip(1),
        debounceTime(BALANCE_SETTLE_MS),
      )
      .subscribe(() => onNews());
    return () => sub.unsubscribe();
  }, [bus, onNews]);
}
