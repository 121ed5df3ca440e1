import { useEffect, useState } from 'react';
import type { CasinoProvider } from '@arena/contracts';
import { Flex, Input, NativeSelect } from '@arena/ui';
import { useT } from '@arena/i18n';

/** typing pauses this long before the lobby searches */
export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  search: string;
  onSearch: (text: string) => void;
  providers: CasinoProvider[];
  system: string;
  onSystem: (system: string) => void;
}

/** The lobby's search box (debounced) and provider filter. */
export function LobbyToolbar({ search, onSearch, providers, system, onSystem }: Props) {
  const t = useT();
  const [text, setText] = useState(search);

  // a search set from outside (the header's link, a restored place) shows in the box
  useEffect(() => setText(search), [search]);

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);

  return (
    <Flex gap="2" wrap="wrap" mb="3">
      <Input
        type="search"
        flex="1 1 14rem"
        size="sm"
        bg="arena.raised"
        borderColor="arena.raised"
        placeholder={t('Search games')}
        aria-label={t('Search games')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-testid="lobby-search"
      />
      {/* drawn before the studios are known: the tabs and the grid under it stay where they are */}
      <NativeSelect.Root size="sm" flex="0 1 14rem">
        <NativeSelect.Field
          aria-label={t('Provider')}
          value={system}
          onChange={(e) => onSystem(e.currentTarget.value)}
          bg="arena.raised"
          borderColor="arena.raised"
          data-testid="lobby-provider"
        >
          <option value="">{t('All providers')}</option>
          {providers.map((p) => (
            <option key={p.system} value={p.system}>
              {p.name} ({p.games})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}
