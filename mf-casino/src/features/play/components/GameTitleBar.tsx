import { Button, Flex, HStack, IconButton, Stack, Text } from '@arena/ui';
import { formatMoney, isArenaGame, type Game } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useApi, useStudioNames } from '@arena/remote-kit';
import { useLocale, useT } from '@arena/i18n';
import { useSessionNet } from '../hooks/useSessionNet';
import { TitleBarIcon, type TitleBarIconName } from './icons';
import { SessionClock } from './SessionClock';

/** A square icon button of the title bar; the icon is decoration, the label names it. */
function TitleBarButton({ label, icon, onClick, testId }: { label: string; icon: TitleBarIconName; onClick: () => void; testId: string }) {
  const t = useT();
  return (
    <IconButton size="sm" variant="ghost" aria-label={t(label)} title={t(label)} onClick={onClick} data-testid={testId}>
      <TitleBarIcon name={icon} />
    </IconButton>
  );
}

/**
 * One figure of the bar: a muted name and its value. A phone's narrow bar names only the figures that
 * would read as another (`named`: the net position beside the balance); screen readers hear every name.
 */
function Figure({ label, value, testId, color, named = false }: { label: string; value: string; testId: string; color?: string; named?: boolean }) {
  const t = useT();
  return (
    <Text as="span" fontSize="sm" whiteSpace="nowrap" title={t(label)}>
      <Text as="span" color="arena.muted" display={named ? 'inline' : { base: 'none', md: 'inline' }}>
        {t(label)}{' '}
      </Text>
      {!named && (
        <Text as="span" srOnly display={{ md: 'none' }}>
          {t(label)}{' '}
        </Text>
      )}
      <Text as="span" fontVariantNumeric="tabular-nums" color={color} data-testid={testId}>
        {value}
      </Text>
    </Text>
  );
}

/** A supplier's game: the studio players know it by (never the aggregator that launches it); unnamed until the names arrive. */
function StudioName({ system }: { system: string }) {
  const studio = useStudioNames(useApi()).get(system);
  return studio ? (
    <Text as="span" color="arena.muted" fontSize="xs" truncate data-testid="game-studio">
      {studio}
    </Text>
  ) : null;
}

/** The player's figures while a game is open (UKGC RTS 13): balance, time since the game opened, and the net position since then. */
function SessionFigures() {
  const locale = useLocale();
  const balance = useBusState((state) => state.auth.balance);
  const net = useSessionNet();
  const netText = net === null ? '–' : net > 0 ? `+${formatMoney(net, locale)}` : formatMoney(net, locale);
  return (
    <HStack gap="3" flexWrap="wrap" rowGap="0" data-testid="game-figures">
      <Figure label="Balance" value={formatMoney(balance, locale)} testId="game-balance" />
      <SessionClock />
      <Figure label="Net position" value={netText} testId="game-net" color={net && net > 0 ? 'green.300' : net && net < 0 ? 'red.300' : undefined} named />
    </HStack>
  );
}

export interface GameTitleBarProps {
  /** null: the link or props held no game */
  game: Game | null;
  /** h1 on the play page (its breadcrumb has no heading of its own), h2 in the phone's dialog */
  headingLevel: 'h1' | 'h2';
  onDeposit: () => void;
  onReload?: () => void;
  /** absent where the browser cannot put an element in full screen (an iPhone) */
  onFullscreen?: () => void;
  onClose: () => void;
}

/**
 * The one bar a game is played under, on the play page and in the phone's dialog: the game's name (and
 * a supplier's studio; our own games name none), the player's figures, Deposit, reload, full screen and
 * close. The game's own page adds no bar of its own (an Arena Originals page drops its bar when framed).
 */
export function GameTitleBar({ game, headingLevel, onDeposit, onReload, onFullscreen, onClose }: GameTitleBarProps) {
  const t = useT();
  const loggedIn = useBusState((state) => state.auth.loggedIn);
  return (
    <Flex align="center" gap="2" px="3" py="2" bg="arena.surface" color="arena.text" data-testid="game-title-bar">
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" minW="0" align="baseline">
          <Text as={headingLevel} fontWeight="semibold" fontSize="md" truncate data-testid="game-title">
            {game?.name ?? t('Game')}
          </Text>
          {game && !isArenaGame(game) && <StudioName system={game.system} />}
        </HStack>
        {game && loggedIn && <SessionFigures />}
      </Stack>
      <HStack gap="1">
        {loggedIn && (
          <Button size="xs" colorPalette="yellow" onClick={onDeposit} data-testid="game-deposit">
            {t('Deposit')}
          </Button>
        )}
        {game && onReload && <TitleBarButton label="Reload" icon="reload" testId="game-reload" onClick={onReload} />}
        {game && onFullscreen && <TitleBarButton label="Fullscreen" icon="fullscreen" testId="game-fullscreen" onClick={onFullscreen} />}
        <TitleBarButton label="Close" icon="close" testId="game-close" onClick={onClose} />
      </HStack>
    </Flex>
  );
}
