import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Stack, Text } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { GameFrame, LOBBY_PATH } from '../../launch';
import { useGameCrumb } from '../hooks/useGamePlace';
import { useGameWindow } from '../hooks/useGameWindow';
import { usePlayedGame } from '../hooks/usePlayedGame';
import { GameTitleBar } from './GameTitleBar';

/** A centred message in the game's place (not found, waiting for login). */
function StageMessage({ text, testId, children }: { text: string; testId: string; children?: ReactNode }) {
  return (
    <Stack align="center" justify="center" gap="3" py="16" textAlign="center" data-testid={testId}>
      <Text color="arena.muted">{text}</Text>
      {children}
    </Stack>
  );
}

/**
 * /casino/play/{data} on a desktop: the game the link carries, framed below its one title bar, under a
 * breadcrumb naming its place (our own studio or its lobby). Works opened directly or reloaded: a
 * visitor gets the login dialog and the game loads once they are logged in.
 */
export function PlayPage() {
  const t = useT();
  const bus = useBus();
  const navigate = useNavigate();
  const game = usePlayedGame();
  const crumb = useGameCrumb(game);
  const loggedIn = useBusState((state) => state.auth.loggedIn);
  const { reloadKey, windowRef: stageRef, barActions } = useGameWindow('deposit');

  useEffect(() => {
    if (game && !loggedIn) bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
  }, [bus, game, loggedIn]);

  // react-router numbers its history entries: idx 0 is the first page the site opened with, so close goes to the game's lobby
  const close = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate(crumb?.url ?? LOBBY_PATH));

  if (!game) {
    return (
      <PageFrame>
        <StageMessage text={t('Game not found')} testId="game-not-found">
          <Button size="sm" variant="outline" onClick={() => navigate(LOBBY_PATH)}>
            {t('Slot Casino')}
          </Button>
        </StageMessage>
      </PageFrame>
    );
  }
  return (
    // the title bar names the game: the frame draws the breadcrumb alone
    <PageFrame title={game.name} parents={crumb ? [crumb] : []} heading={false}>
      <GameTitleBar game={game} headingLevel="h1" {...barActions} onClose={() => void close()} />
      {/* the game fills the window below the site's header, the breadcrumb and the bar; never smaller than a playable size */}
      <Box ref={stageRef} h="calc(100dvh - 14rem)" minH="28rem" bg="black" data-testid="game-stage">
        {loggedIn ? (
          <GameFrame game={game} reloadKey={reloadKey} onClose={() => void close()} />
        ) : (
          <StageMessage text={t('Please log in to continue.')} testId="game-login" />
        )}
      </Box>
    </PageFrame>
  );
}
