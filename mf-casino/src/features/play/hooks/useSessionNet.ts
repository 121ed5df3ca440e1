import { useEffect, useRef, useState } from 'react';
import { useBusState } from '@arena/bus';
import { useApi } from '@arena/remote-kit';

/**
 * What the player has won or lost since the game opened (wins minus stakes, minor units; RTS 13): the
 * server's figure for the play session (protection/play-session) now, less its figure when the game
 * opened. Asked again whenever the balance moves; null until both are known.
 */
export function useSessionNet(): number | null {
  const api = useApi();
  const balance = useBusState((state) => state.auth.balance);
  const opened = useRef<Promise<number> | null>(null);
  const [net, setNet] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    const now = api.playSession().then((session) => session.net);
    // the first answer is the figure at opening: later rounds move the net from there
    opened.current ??= now;
    Promise.all([opened.current, now])
      .then(([start, current]) => live && setNet(current - start))
      // the api client has shown the failure; the figure stays as it was
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, balance]);
  return net;
}
