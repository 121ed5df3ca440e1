import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Flex, HStack, Heading, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

export interface RailLinkProps {
  to: string;
  testId: string;
  children: ReactNode;
}

/** A link of a rail's header (into the remote's route that lists it all). */
export function RailLink({ to, testId, children }: RailLinkProps) {
  return (
    <Link to={to} data-testid={testId}>
      <Text as="span" fontSize="sm" color="arena.accent" fontWeight="semibold" whiteSpace="nowrap">
        {children}
      </Text>
    </Link>
  );
}

export interface RailHeaderProps {
  /** translation key */
  title: string;
  /** the heading's id (the section is labelled by it) */
  headingId: string;
  /** the route of the whole list */
  seeAll: string;
  testId: string;
  /** links shown before "See all" */
  children?: ReactNode;
}

/** A home rail's title with "See all" (and any other links) into its remote's route. */
export function RailHeader({ title, headingId, seeAll, testId, children }: RailHeaderProps) {
  const t = useT();
  return (
    <Flex align="center" justify="space-between" gap="3" mb="2">
      <Heading as="h2" textStyle="sectionTitle" id={headingId} truncate minW="0">
        {t(title)}
      </Heading>
      <HStack gap="3" flexShrink={0}>
        {children}
        <RailLink to={seeAll} testId={`${testId}-see-all`}>
          {t('See all')}
        </RailLink>
      </HStack>
    </Flex>
  );
}
