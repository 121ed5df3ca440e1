import { memo, useEffect, useRef } from 'react';
import type { Game } from '@arena/contracts';
import { GameCard, GameCardSkeleton, SimpleGrid } from '@arena/ui';
import { FavoriteToggle } from '../../favorites';

/** 2 columns on a phone up to 6 on a wide desktop */
export const GRID_COLUMNS = { base: 2, sm: 3, md: 4, lg: 5, xl: 6 };
/** cards of the first row at the widest grid: fetched eagerly (the page's largest paint) */
const FIRST_ROW = 6;

interface Props {
  games: readonly Game[];
  /** studio display names by `system` */
  providerNames: ReadonlyMap<string, string>;
  onOpen: (game: Game) => void;
  /** skeleton cards drawn after the games while a page loads */
  skeletons: number;
}

/** Memoised: the lobby's other state (tabs, studios, search text) does not re-render every card. */
export const GameGrid = memo(function GameGrid({ games, providerNames, onOpen, skeletons }: Props) {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '2', md: '3' }} data-testid="lobby-grid">
      {games.map((game, i) => (
        <GameCard
          key={game.gameCode}
          testId={`game-${game.gameCode}`}
          name={game.name}
          provider={providerNames.get(game.system)}
          image={game.image}
          eager={i < FIRST_ROW}
          onOpen={() => onOpen(game)}
          action={<FavoriteToggle game={game} />}
        />
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        <GameCardSkeleton key={`skeleton-${i}`} />
      ))}
    </SimpleGrid>
  );
});

/** Asks for the next page when the end of the grid scrolls near the viewport. */
export function LoadMoreSentinel({ onVisible }: { onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} data-testid="lobby-sentinel" aria-hidden />;
}
