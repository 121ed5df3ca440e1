import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** Free, confidential help; YEDAM is the Turkish Green Crescent's counselling line (115). */
export const HELP_ORGANISATIONS = [
  { name: 'GamCare', url: 'https://www.gamcare.org.uk', about: 'Free support and counselling, 24 hours a day' },
  { name: 'BeGambleAware', url: 'https://www.begambleaware.org', about: 'Advice, tools and support for anyone affected by gambling' },
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', about: 'Meetings of people helping each other stop gambling' },
  { name: 'Yeşilay Danışmanlık Merkezi (YEDAM) – 115', url: 'https://www.yedam.org.tr', about: 'Free counselling in Turkey: call 115' },
] as const;

/** Where to get help, and the 18+ rule. */
export function HelpOrganisations() {
  const t = useT();
  return (
    <Stack as="section" gap="3" aria-labelledby="help-title" data-testid="help-organisations">
      <Heading as="h2" textStyle="sectionTitle" id="help-title">
        {t('Get help')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {HELP_ORGANISATIONS.map((organisation) => (
          <Box as="li" key={organisation.name} bg="arena.surface" borderRadius="md" p="3">
            <Link href={organisation.url} target="_blank" rel="noopener noreferrer" color="arena.accent" fontWeight="semibold">
              {organisation.name}
            </Link>
            <Text fontSize="sm" color="arena.muted">
              {t(organisation.about)}
            </Text>
          </Box>
        ))}
      </Stack>
      <Flex align="center" gap="2" data-testid="adults-only">
        <Badge colorPalette="red" fontSize="md">
          18+
        </Badge>
        <Text fontSize="sm">{t('Gambling is for adults only: you must be 18 or over to open an account and play.')}</Text>
      </Flex>
    </Stack>
  );
}
