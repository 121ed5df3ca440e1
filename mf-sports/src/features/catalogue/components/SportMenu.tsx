import { Link as RouterLink } from 'react-router-dom';
import { Badge, Flex, Link, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import type { Sport } from '@arena/contracts';

interface SportMenuProps {
  sports: Sport[];
  /** the list's path: '/spor', '/livespor', '/esports' */
  base: string;
  /** the sport shown; undefined: all of them */
  active: string | undefined;
  count: (sport: Sport) => number;
}

function MenuItem({ to, label, count, current, testId }: { to: string; label: string; count: number; current: boolean; testId: string }) {
  return (
    <Link
      asChild
      data-testid={testId}
      aria-current={current ? 'page' : undefined}
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="2"
      flexShrink={0}
      h="40px"
      px="3"
      rounded="md"
      whiteSpace="nowrap"
      bg={current ? 'arena.raised' : 'arena.surface'}
      color={current ? 'arena.accent' : 'arena.text'}
      _hover={{ textDecoration: 'none', color: 'arena.accent' }}
    >
      <RouterLink to={to}>
        <Text as="span" fontSize="sm">
          {label}
        </Text>
        <Badge size="sm" variant="subtle">
          {count}
        </Badge>
      </RouterLink>
    </Link>
  );
}

/** The sports with their counts: a row that scrolls sideways on a phone, a column on a wide screen. */
export function SportMenu({ sports, base, active, count }: SportMenuProps) {
  const t = useT();
  const total = sports.reduce((sum, sport) => sum + count(sport), 0);
  return (
    <Flex
      as="nav"
      aria-label={t('Sports')}
      data-testid="sport-menu"
      direction={{ base: 'row', lg: 'column' }}
      gap="1"
      overflowX={{ base: 'auto', lg: 'visible' }}
      h={{ base: '48px', lg: 'auto' }}
      pb={{ base: '2', lg: '0' }}
    >
      <MenuItem to={base} label={t('All')} count={total} current={active === undefined} testId="sport-all" />
      {sports.map((sport) => (
        <MenuItem
          key={sport.id}
          to={`${base}/${sport.id}`}
          label={sport.name}
          count={count(sport)}
          current={active === sport.id}
          testId={`sport-${sport.id}`}
        />
      ))}
    </Flex>
  );
}
