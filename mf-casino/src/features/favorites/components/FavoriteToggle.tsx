import type { Game } from '@arena/contracts';
import { IconButton } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useFavorites } from '../hooks/useFavorites';

/** The heart on a game card: filled and gold while the game is a favourite. */
export function FavoriteToggle({ game }: { game: Game }) {
  const t = useT();
  const { has, toggle } = useFavorites();
  const on = has(game.gameCode);
  return (
    <IconButton
      size="xs"
      variant="ghost"
      borderRadius="full"
      bg="blackAlpha.600"
      color={on ? 'arena.accent' : 'white'}
      _hover={{ bg: 'blackAlpha.800' }}
      aria-label={t(on ? 'Remove from favorites' : 'Add to favorites')}
      aria-pressed={on}
      data-testid={`favorite-${game.gameCode}`}
      onClick={() => toggle(game)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden>
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.6.7-1.4 2.2-2.6 4.3-2.6 3.7 0 5.8 3.9 4.3 7.2C19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </IconButton>
  );
}
