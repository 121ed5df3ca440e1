import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { AuthData } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { Box, Button, Stack, Text } from '@arena/ui';
import type { ExternalBookName } from '../hooks/useFramedBook';

/**
 * The outside book's address for this player, from the login data: Betsy takes our customer id and
 * the player's token (live or pre-match by the page), BetConstruct the token; both the language.
 */
export function externalBookUrl(book: ExternalBookName, data: AuthData, locale: string, live: boolean): string | null {
  const base = book === 'betsy' ? data.betsyUrl : data.betcoUrl;
  const token = book === 'betsy' ? data.betsyToken : data.betcoToken;
  if (!base || !token) return null;
  const url = new URL(base);
  if (book === 'betsy') {
    if (data.betsyCid) url.searchParams.set('cid', data.betsyCid);
    url.searchParams.set('page', live ? 'live' : 'sport');
  }
  url.searchParams.set('token', token);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** The framed mode: the outside sportsbook in an iframe, opened with the player's login data. */
export function ExternalBook({ book }: { book: ExternalBookName }) {
  const t = useT();
  const bus = useBus();
  const locale = useLocale();
  const { pathname } = useLocation();
  const data = useBusState((s) => s.auth.data);
  const loggedIn = useBusState((s) => s.auth.loggedIn);
  const openLogin = () => bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });

  useEffect(() => {
    if (!loggedIn) bus.emit({ type: 'dialog/open', dialog: { name: 'login' } });
  }, [bus, loggedIn]);

  if (!loggedIn || !data) {
    return (
      <Stack align="center" gap="3" py="8" data-testid="external-book-login">
        <Text color="arena.muted">{t('Log in to open the sportsbook')}</Text>
        <Button colorPalette="yellow" onClick={openLogin}>
          {t('Login')}
        </Button>
      </Stack>
    );
  }
  const src = externalBookUrl(book, data, locale, pathname.startsWith('/livespor'));
  if (!src) {
    return (
      <Text color="arena.muted" py="8" textAlign="center" data-testid="external-book-unavailable">
        {t('The sportsbook is not available right now.')}
      </Text>
    );
  }
  return (
    <Box h={{ base: 'calc(100vh - 120px)', md: 'calc(100vh - 160px)' }} minH="480px">
      <iframe
        src={src}
        title={t('Sports')}
        data-testid="external-book-frame"
        allow="fullscreen"
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
      />
    </Box>
  );
}
