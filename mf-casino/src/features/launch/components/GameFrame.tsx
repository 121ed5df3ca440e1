import { useEffect, useRef, useState } from 'react';
import { Box, Button, Spinner, Stack, Text, chakra, isMobileViewport } from '@arena/ui';
import type { Game } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { LOBBY_PATH, failureClosesModal, launchGame, type LaunchResult } from '../api/launch-game';
import { frameDocument } from './frame-document';

/** What a game's page posts to its parent to leave, or (Egt) to be launched again. */
const EXIT_MESSAGES = new Set(['exit', 'com.egt-bg.exit']);
const RELOAD_MESSAGE = 'com.egt-bg.reload';

type FrameState = { status: 'loading'; notice?: string } | { status: 'ready'; result: LaunchResult } | { status: 'failed' };

export interface GameFrameProps {
  game: Game;
  /** a new value launches the game again (the title bar's reload button) */
  reloadKey: number;
  /** the phone's game dialog: a failed Egt, Hub88 or SoftGamings launch closes it */
  inModal?: boolean;
  onClose: () => void;
}

/**
 * The game in an iframe: its launch URL, or the SoftGamings HTML in a sandboxed srcdoc frame so that
 * reply's script runs in an opaque origin, never in the site's document. Listens to its game's
 * messages only: exit closes, Egt's reload launches it again.
 */
export function GameFrame({ game, reloadKey, inModal = false, onClose }: GameFrameProps) {
  const t = useT();
  const api = useApi();
  const language = useLocale();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<FrameState>({ status: 'loading' });
  // bumped by the game's own reload message
  const [relaunch, setRelaunch] = useState(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    let live = true;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    // the viewport at launch decides the platform (a phone may open a play link too); resizing does not relaunch
    launchGame(api, game, { isMobile: isMobileViewport(), language, lobbyUrl: `${window.location.origin}${LOBBY_PATH}` })
      .then((result) => live && setState({ status: 'ready', result }))
      .catch(() => {
        if (!live) return;
        // the api client has shown the server's message as a toast
        if (inModal && failureClosesModal(game)) closeRef.current();
        else setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [api, game, inModal, language, reloadKey, relaunch]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // a message from any other window (another frame, an extension, the site itself) is not the game's
      if (!frameRef.current || event.source !== frameRef.current.contentWindow || typeof event.data !== 'string') return;
      if (EXIT_MESSAGES.has(event.data)) closeRef.current();
      else if (event.data === RELOAD_MESSAGE) {
        setState({ status: 'loading', notice: 'Game will be reloaded. Please wait...' });
        setRelaunch((n) => n + 1);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  if (state.status === 'failed') {
    return (
      <Stack align="center" justify="center" h="full" gap="3" p="6" data-testid="game-error" role="alert">
        <Text color="red.300">{t('The game could not be started.')}</Text>
        <Button size="sm" variant="outline" onClick={() => setRelaunch((n) => n + 1)}>
          {t('Retry')}
        </Button>
      </Stack>
    );
  }
  if (state.status === 'loading') {
    return (
      <Stack align="center" justify="center" h="full" gap="3" data-testid="game-loading" aria-busy="true">
        <Spinner color="arena.accent" size="lg" />
        <Text color="arena.muted">{t(state.notice ?? 'Loading...')}</Text>
      </Stack>
    );
  }
  const { result } = state;
  const source =
    result.kind === 'url'
      ? { src: result.url }
      : // the reply's script may run and open the game, but in an opaque origin: no access to the site's storage or DOM
        { srcDoc: frameDocument(result.html), sandbox: 'allow-scripts allow-forms allow-popups' };
  return (
    <Box h="full" w="full" bg="black">
      <chakra.iframe
        ref={frameRef}
        {...source}
        title={game.name}
        allow="fullscreen; autoplay"
        allowFullScreen
        w="full"
        h="full"
        border="0"
        display="block"
        data-testid="game-frame"
      />
    </Box>
  );
}
