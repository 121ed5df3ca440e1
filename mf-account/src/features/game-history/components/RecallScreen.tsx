import type { ReactNode } from 'react';
import { Box, HStack, Stack, Text } from '@arena/ui';
import type { RecallScreen as Screen } from '@arena/contracts';
import { useT } from '@arena/i18n';

/** hundredths as a multiplier: 235 → "2.35×" */
export const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

const RED_SUITS = /[♥♦]$/;

function Cards({ cards }: { cards: string[] }) {
  return (
    <HStack as="span" gap="1" wrap="wrap">
      {cards.map((card, i) => (
        <Text
          as="span"
          key={i}
          px="1.5"
          borderRadius="sm"
          bg="white"
          color={RED_SUITS.test(card) ? 'red.600' : 'gray.900'}
          fontWeight="semibold"
          fontFamily="mono"
          data-testid="recall-card"
        >
          {card}
        </Text>
      ))}
    </HStack>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack gap="2" align="baseline" wrap="wrap" fontSize="sm">
      <Text as="span" color="arena.muted">
        {label}
      </Text>
      {children}
    </HStack>
  );
}

/** What the game's screen showed at the round's end, drawn plainly: cards as rank and suit, reels as their symbols, the ball, the multiplier. */
export function RecallScreen({ screen }: { screen: Screen | null }) {
  const t = useT();
  if (screen === null) {
    return (
      <Text fontSize="sm" color="arena.muted" data-testid="recall-screen" data-kind="none">
        {t('The game’s supplier reports only the stake and the win of its rounds.')}
      </Text>
    );
  }
  const body = (() => {
    switch (screen.kind) {
      case 'cards':
        return (
          <>
            <Line label={t('Dealer')}>
              <Cards cards={screen.dealer} />
            </Line>
            {screen.hands.map((hand, i) => (
              <Line key={i} label={t('Hand {n}').replace('{n}', String(i + 1))}>
                <Cards cards={hand.cards} />
                {hand.doubled && <Text as="span">{t('Doubled')}</Text>}
              </Line>
            ))}
          </>
        );
      case 'reels':
        return (
          <>
            <Box as="table" fontFamily="mono" fontSize="sm" aria-label={t('Reels')}>
              <tbody>
                {screen.grid.map((row, r) => (
                  <tr key={r}>
                    {row.map((symbol, c) => (
                      <Box as="td" key={c} px="2" py="0.5" borderWidth="1px" borderColor="arena.raised" textAlign="center">
                        {symbol}
                      </Box>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
            <Line label={t('Winning lines')}>
              <Text as="span">{screen.winningLines}</Text>
            </Line>
            {screen.freeSpins > 0 && (
              <Line label={t('Free spins')}>
                <Text as="span">{screen.freeSpins}</Text>
              </Line>
            )}
          </>
        );
      case 'ball':
        return (
          <Line label={t('Ball')}>
            <Text as="span" fontWeight="semibold">
              {screen.number} ({t(screen.colour === 'red' ? 'Red' : screen.colour === 'black' ? 'Black' : 'Green')})
            </Text>
          </Line>
        );
      case 'roll':
        return (
          <Line label={t('Roll')}>
            <Text as="span" fontWeight="semibold">
              {(screen.roll / 100).toFixed(2)}
            </Text>
            <Text as="span">{t(screen.over ? 'over {target}' : 'under {target}').replace('{target}', (screen.target / 100).toFixed(2))}</Text>
          </Line>
        );
      case 'multiplier':
        return (
          <>
            <Line label={t('Multiplier')}>
              <Text as="span" fontWeight="semibold">
                {times(screen.result)}
              </Text>
            </Line>
            {screen.target !== null && (
              <Line label={t('Target')}>
                <Text as="span">{times(screen.target)}</Text>
              </Line>
            )}
            {screen.cashedOutAt.length > 0 && (
              <Line label={t('Cashed out at')}>
                <Text as="span">{screen.cashedOutAt.map(times).join(', ')}</Text>
              </Line>
            )}
          </>
        );
      case 'plinko':
        return (
          <Line label={t('Bucket')}>
            <Text as="span" fontWeight="semibold">
              {screen.bucket}
            </Text>
            <Text as="span" fontFamily="mono" aria-label={t('Path')}>
              {screen.path.map((step) => (step === 1 ? '↘' : '↙')).join('')}
            </Text>
          </Line>
        );
      case 'wheel':
        return (
          <Line label={t('Wheel')}>
            <Text as="span" fontWeight="semibold">
              {screen.number ?? '–'}
            </Text>
            {screen.bonus > 1 && <Text as="span">×{screen.bonus}</Text>}
          </Line>
        );
      case 'balls':
        return (
          <Line label={t('Balls drawn')}>
            <Text as="span" fontFamily="mono">
              {screen.balls.join(' ')}
            </Text>
          </Line>
        );
    }
  })();
  return (
    <Stack gap="1" data-testid="recall-screen" data-kind={screen.kind}>
      {body}
    </Stack>
  );
}
