import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useBus, useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { formatMoney } from './money';

const NAV: { url: string; key: string }[] = [
  { url: '/spor', key: 'Sports' },
  { url: '/livespor', key: 'Live Betting' },
  { url: '/esports', key: 'E-Sports' },
  { url: '/casino/slot', key: 'Slot Casino' },
  { url: '/casino/live', key: 'Live Casino' },
  { url: '/casino/games', key: 'Virtual Games' },
  { url: '/casino/bingo', key: 'Bingo' },
  { url: '/casino/tvbets', key: 'TV Games' },
  { url: '/promotions', key: 'Promotions' },
];

export function Header() {
  const bus = useBus();
  const t = useT();
  const auth = useBusState((s) => s.auth);
  const locale = useBusState((s) => s.i18n.locale);
  return (
    <Box as="header" bg="arena.surface" borderBottomWidth="1px" borderColor="arena.raised" position="sticky" top="0" zIndex="overlay">
      <Flex maxW="1400px" mx="auto" px="4" h="56px" align="center" justify="space-between" gap="4">
        <Link asChild fontWeight="bold" fontSize="xl" color="arena.accent" data-testid="logo">
          <RouterLink to="/">ARENA</RouterLink>
        </Link>
        <HStack gap="2">
          {auth.loggedIn ? (
            <>
              <Text fontSize="sm" data-testid="header-user">{auth.userName} · {auth.userCode}</Text>
              <Text fontSize="sm" fontWeight="bold" data-testid="header-balance">{formatMoney(auth.balance, locale)}</Text>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'login' } })} data-testid="header-login">
                {t('Login')}
              </Button>
              <Button size="sm" colorPalette="yellow" onClick={() => bus.emit({ type: 'dialog/open', dialog: { name: 'register' } })} data-testid="header-signup">
                {t('Sign Up')}
              </Button>
            </>
          )}
        </HStack>
      </Flex>
      <Box as="nav" aria-label="main" overflowX="auto" borderTopWidth="1px" borderColor="arena.raised">
        <HStack maxW="1400px" mx="auto" px="4" h="40px" gap="5" whiteSpace="nowrap">
          {NAV.map((item) => (
            <Link key={item.url} asChild fontSize="sm" color="arena.text">
              <RouterLink to={item.url}>{t(item.key)}</RouterLink>
            </Link>
          ))}
        </HStack>
      </Box>
    </Box>
  );
}
