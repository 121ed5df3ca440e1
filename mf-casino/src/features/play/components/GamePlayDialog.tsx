import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@arena/ui';
import type { Game } from '@arena/contracts';
import type { RemoteDialogProps } from '@arena/remote-kit';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { GameFrame } from '../../launch';
import { asGame } from '../hooks/usePlayedGame';
import { GameTitleBar, TitleBarButton } from './GameTitleBar';
import { SessionClock } from './SessionClock';

/**
 * The phone's game dialog: the shell gives it the whole screen and no frame,
 * so this body draws the title bar (name, Deposit, reload, close) above the game.
 */
export function GamePlayDialog({ props, close }: RemoteDialogProps) {
  const t = useT();
  const bus = useBus();
  const [reloadKey, setReloadKey] = useState(0);
  // the opener passes the Game object; checked the same way as a play link's data
  const game: Game | null = asGame(props.game);
  return (
    <Flex direction="column" h="100dvh" w="100vw" bg="black" data-testid="game-play-dialog">
      <GameTitleBar name={game?.name ?? t('Game')}>
        {game && <SessionClock />}
        {/* the mobile bottom bar's deposit: the sheet of payment methods */}
        <Button size="xs" colorPalette="yellow" onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'depositSheet' } })} data-testid="game-deposit">
          {t('Deposit')}
        </Button>
        {game && <TitleBarButton label="Reload" glyph="⟳" testId="game-reload" onClick={() => setReloadKey((n) => n + 1)} />}
        <TitleBarButton label="Close" glyph="✕" testId="game-close" onClick={close} />
      </GameTitleBar>
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
