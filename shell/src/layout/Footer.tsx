import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useT } from '@arena/i18n';

const LINKS: { url: string; key: string }[] = [
  { url: '/spor', key: 'Sports' },
  { url: '/livespor', key: 'Live Betting' },
  { url: '/esports', key: 'E-Sports' },
  { url: '/casino/slot', key: 'Slot Casino' },
  { url: '/casino/live', key: 'Live Casino' },
  { url: '/casino/tvbets', key: 'TV Games' },
  { url: '/casino/games', key: 'Virtual Games' },
  { url: '/pages/1', key: 'Terms and Conditions' },
];

export function Footer() {
  const t = useT();
  return (
    <Box as="footer" bg="arena.surface" mt="10" py="8" px="4" data-testid="footer">
      <Flex maxW="1400px" mx="auto" wrap="wrap" gap="4">
        {LINKS.map((l) => (
          <Link key={l.url} asChild fontSize="sm" color="arena.muted">
            <RouterLink to={l.url}>{t(l.key)}</RouterLink>
          </Link>
        ))}
      </Flex>
      <Text maxW="1400px" mx="auto" mt="6" fontSize="xs" color="arena.muted">
        © {new Date().getFullYear()} Arena · 18+
      </Text>
    </Box>
  );
}
