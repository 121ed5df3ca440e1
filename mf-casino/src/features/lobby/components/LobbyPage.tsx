import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Flex, Stack, Text } from '@arena/ui';
import { PageFrame, TopWinnersCard, useApi, useStudioNames } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import { useBus } from '@arena/bus';
import { useLaunchGame } from '../../launch';
import { FavoritesProvider, useFavorites } from '../../favorites';
import { useLobbyCatalogue, type Lobby } from '../hooks/useLobbyCatalogue';
import { PAGE_SIZE, useLobbyGames, type GamesQuery } from '../hooks/useLobbyGames';
import { ALL_TAB, FAVORITES_TAB, useLobbyPlace, type LobbyPlace } from '../hooks/useLobbyPlace';
import { CategoryTabs } from './CategoryTabs';
import { GameGrid, LoadMoreSentinel } from './GameGrid';
import { LobbyToolbar } from './LobbyToolbar';

/**
 * What casino/games is asked for: a search looks through every game (only live ones on the live
 * casino, the search route while it is open), otherwise the tab's category or the whole lobby;
 * the Favourites tab lists the player's own games instead (null).
 */
export function gamesQuery(lobby: Lobby, { tab, system }: Pick<LobbyPlace, 'tab' | 'system'>, search: string): GamesQuery | null {
  const studio = system ? { system } : {};
  if (search) return { search, ...(lobby === 'live' && { live: true }), ...studio };
  if (tab === FAVORITES_TAB) return null;
  return { systemCategory: tab === ALL_TAB ? lobby : tab, ...studio };
}

function LobbyBody({ lobby }: { lobby: Lobby }) {
  const t = useT();
  const bus = useBus();
  const api = useApi();
  const launch = useLaunchGame();
  const favorites = useFavorites();
  const catalogue = useLobbyCatalogue(lobby);
  const { place, search, restoredCount, restoredScrollY, setTab, setSystem, rememberCount, setSearch } = useLobbyPlace(lobby);
  const query = gamesQuery(lobby, place, search);
  const listing = useLobbyGames(query, restoredCount);
  // every studio's name, not only the lobby's: a search lists games of any lobby
  const providerNames = useStudioNames(api);

  const favoriteGames = useMemo(
    () => favorites.games.filter((g) => (catalogue.codes.size === 0 || catalogue.codes.has(g.gameCode)) && (!place.system || g.system === place.system)),
    [favorites.games, catalogue.codes, place.system],
  );
  const showingFavorites = query === null;
  const games = showingFavorites ? favoriteGames : listing.games;

  rememberCount(listing.games.length);

  // back where the player was: once, when the restored games are drawn
  const scrolled = useRef(restoredScrollY === 0);
  useEffect(() => {
    if (scrolled.current || listing.loading) return;
    scrolled.current = true;
    window.scrollTo(0, restoredScrollY);
  }, [listing.loading, restoredScrollY]);

  const selectTab = (tab: string) => {
    if (tab === FAVORITES_TAB && !bus.getState().auth.loggedIn) {
      bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
      return;
    }
    setTab(tab);
  };

  const loadingFirst = showingFavorites ? favorites.loading : listing.loading && listing.games.length === 0;
  const loadingNext = !showingFavorites && listing.loading && listing.games.length > 0;
  // placeholders where the cards will be: half a page at first, a row for the next page
  const skeletons = loadingFirst ? PAGE_SIZE / 2 : loadingNext ? 6 : 0;
  return (
    <Flex gap="4" direction={{ base: 'column', lg: 'row-reverse' }} align="flex-start">
      {/* beside the grid on a wide screen, staying in view while the grid scrolls; above it on a phone;
          no gap either while the card is not drawn (nobody has won yet) */}
      <Box w={{ base: 'full', lg: '20rem' }} flexShrink={0} position={{ lg: 'sticky' }} top="4" _empty={{ display: 'none' }} data-testid="top-winners-place">
        <TopWinnersCard api={api} isLive={lobby === 'live'} onOpen={launch} />
      </Box>
      <Box flex="1" minW="0" w="full">
        <LobbyToolbar search={search} onSearch={setSearch} providers={catalogue.providers} system={place.system} onSystem={setSystem} />
        {!search && <CategoryTabs tabs={catalogue.tabs} active={place.tab} onSelect={selectTab} />}
        <GameGrid games={games} providerNames={providerNames} onOpen={launch} skeletons={skeletons} />
        {loadingFirst && (
          <Text color="arena.muted" mt="3" data-testid="lobby-loading">
            {t('Loading...')}
          </Text>
        )}
        {!showingFavorites && listing.failed && (
          <Stack align="flex-start" gap="2" mt="3" role="alert" data-testid="lobby-error">
            <Text color="red.300">{t('Games could not be loaded.')}</Text>
            <Button size="sm" variant="outline" onClick={listing.retry}>
              {t('Retry')}
            </Button>
          </Stack>
        )}
        {games.length === 0 && (showingFavorites ? !favorites.loading : listing.done) && (
          <Text color="arena.muted" mt="3" data-testid="lobby-empty">
            {t(showingFavorites ? 'You have no favorite games yet.' : 'No games found')}
          </Text>
        )}
        {!showingFavorites && listing.done && games.length > 0 && (
          <Text color="arena.muted" fontSize="sm" textAlign="center" mt="4" data-testid="lobby-end">
            {t('You have seen all {count} games').replace('{count}', String(listing.total))}
          </Text>
        )}
        {!showingFavorites && !listing.done && !listing.failed && !listing.loading && (
          <LoadMoreSentinel key={listing.games.length} onVisible={listing.loadMore} />
        )}
      </Box>
    </Flex>
  );
}

/** One lobby page: title and breadcrumb, the player's favourites around the lobby. */
function LobbyPage({ lobby }: { lobby: Lobby }) {
  return (
    <PageFrame>
      <FavoritesProvider>
        <LobbyBody lobby={lobby} />
      </FavoritesProvider>
    </PageFrame>
  );
}

export const SlotPage = () => <LobbyPage lobby="slot" />;
export const LivePage = () => <LobbyPage lobby="live" />;
export const GamesPage = () => <LobbyPage lobby="games" />;
export const BingoPage = () => <LobbyPage lobby="bingo" />;
export const TvbetsPage = () => <LobbyPage lobby="tvbets" />;
