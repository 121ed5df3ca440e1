import { Box, Button, HStack } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useSite } from '../../startup/site-store';
import { useMenuAction, useQuickSearch } from '../games/useOpenGame';
import { SiteIcon } from '../icons/SiteIcon';

/** The game the main menu's quick search looks for: our crash game, by its name in the catalogue (and a translation key). */
export const QUICK_SEARCH_GAME = 'Arena Jet';

/** The navigation bar of server menu entries plus the quick search of our crash game. */
export function HeaderNav() {
  const t = useT();
  const menu = useSite((site) => site.mainMenu);
  const runItem = useMenuAction();
  const quickSearch = useQuickSearch();
  return (
    <Box as="nav" aria-label="main" overflowX="auto" borderTopWidth="1px" borderColor="arena.raised">
      <HStack maxW="1400px" mx="auto" px="4" h="44px" gap="1" whiteSpace="nowrap">
        {menu.map((item) => (
          <Button key={`${item.url}-${item.title}`} asChild variant="ghost" size="sm" color="arena.text">
            <a
              href={item.url.startsWith('/') ? item.url : undefined}
              data-testid="menu-item"
              onClick={(e) => {
                e.preventDefault();
                void runItem(item);
              }}
            >
              <SiteIcon name={item.icon} size={18} svgStyle={item.svgStyle} />
              {t(item.title)}
            </a>
          </Button>
        ))}
        <Button
          ms="auto"
          size="sm"
          variant="outline"
          borderColor="arena.raised"
          color="arena.text"
          data-testid="quick-search-aviator"
          onClick={() => quickSearch(QUICK_SEARCH_GAME)}
        >
          <SiteIcon name="search" size={16} />
          {t(QUICK_SEARCH_GAME)}
        </Button>
      </HStack>
    </Box>
  );
}
