import { Button, Flex } from '@arena/ui';
import { useT } from '@arena/i18n';
import { ALL_TAB, FAVORITES_TAB } from '../hooks/useLobbyPlace';

/** All, Favourites and the lobby's categories (on /casino/live: the live filters). */
export function CategoryTabs({ tabs, active, onSelect }: { tabs: string[]; active: string; onSelect: (tab: string) => void }) {
  const t = useT();
  const all = [{ id: ALL_TAB, label: t('All') }, { id: FAVORITES_TAB, label: t('Favorites') }, ...tabs.map((name) => ({ id: name, label: t(name) }))];
  return (
    // one row that scrolls sideways on a phone
    <Flex role="tablist" aria-label={t('Categories')} gap="2" mb="3" overflowX="auto" pb="1">
      {all.map((tab) => (
        <Button
          key={tab.id}
          role="tab"
          aria-selected={tab.id === active}
          size="sm"
          flexShrink={0}
          variant={tab.id === active ? 'solid' : 'outline'}
          colorPalette={tab.id === active ? 'yellow' : 'gray'}
          onClick={() => onSelect(tab.id)}
          data-testid={`lobby-tab-${tab.id}`}
        >
          {tab.label}
        </Button>
      ))}
    </Flex>
  );
}
