import { Flex, Stack, Text } from '@arena/ui';
import type { Game } from '@arena/contracts';
import type { RemoteDialogProps } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { GameFrame } from '../../launch';
import { useGameWindow } from '../hooks/useGameWindow';
import { asGame } from '../hooks/usePlayedGame';
import { GameTitleBar } from './GameTitleBar';

/**
 * The phone's game dialog: the shell gives it the whole screen and no frame, so this body draws the
 * one title bar (name, figures, Deposit, reload, full screen, close) above the game.
 */
export function GamePlayDialog({ props, close }: RemoteDialogProps) {
  const t = useT();
  // the mobile bottom bar's deposit: the sheet of payment methods
  const { reloadKey, windowRef, barActions } = useGameWindow('depositSheet');
  // the opener passes the Game object; checked the same way as a play link's data
  const game: Game | null = asGame(props.game);
  return (
    <Flex ref={windowRef} direction="column" h="100dvh" w="100vw" bg="black" data-testid="game-play-dialog">
      <GameTitleBar
        game={game}
        headingLevel="h2"
        // full screen takes the whole window, its bar with it: close stays in reach
        {...barActions}
        onClose={close}
      />
      <Stack flex="1" minH="0" gap="0">
        {game ? (
          <GameFrame game={game} reloadKey={reloadKey} inModal onClose={close} />
        ) : (
          <Text color="arena.muted" textAlign="center" py="16" data-testid="game-not-found">
            {t('Game not found')}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
