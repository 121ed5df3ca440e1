import { Flex, Text, type FlexProps } from '@arena/ui';
import { useT } from '@arena/i18n';

/** The auth dialogs' logo and tagline panel. */
export function BrandPanel(props: FlexProps) {
  const t = useT();
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="2"
      p="6"
      bg="arena.raised"
      borderRadius="md"
      minW={{ md: '280px' }}
      data-testid="brand-panel"
      {...props}
    >
      <Text fontSize="3xl" fontWeight="bold" color="arena.accent" letterSpacing="wider">
        ARENA
      </Text>
      <Text color="arena.muted">{t('Safe Betting Address')}</Text>
    </Flex>
  );
}
