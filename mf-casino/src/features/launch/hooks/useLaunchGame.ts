import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { playRoute, type Game } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { isMobileViewport } from '@arena/ui';

/**
 * Opens a game (spec §4 "Game launch"): a visitor gets the login dialog, a phone the full-screen game
 * dialog, a desktop the play page. The viewport is read at the click, not subscribed to.
 */
export function useLaunchGame(): (game: Game) => void {
  const bus = useBus();
  const navigate = useNavigate();
  return useCallback(
    (game: Game) => {
      if (!bus.getState().auth.loggedIn) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
        return;
      }
      if (isMobileViewport()) {
        bus.emit({ type: 'dialog/open', dialog: { name: 'gamePlay', props: { game } } });
        return;
      }
      void navigate(playRoute(game));
    },
    [bus, navigate],
  );
}
