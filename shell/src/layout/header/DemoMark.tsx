import { Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { shellConfig } from '../../config';

/** A demo site (sandbox payments, simulated games and results) says so beside the logo, on every page. */
export function DemoMark({ demo = shellConfig.demo }: { demo?: boolean }) {
  const t = useT();
  if (!demo) return null;
  const explanation = t('A demo site: payments, games and results are simulated, and no real money moves.');
  return (
    <Text
      as="span"
      data-testid="demo-mark"
      title={explanation}
      aria-label={explanation}
      px="2"
      py="0.5"
      borderRadius="md"
      bg="orange.500"
      color="black"
      fontSize="xs"
      fontWeight="bold"
      textTransform="uppercase"
      whiteSpace="nowrap"
      flexShrink={0}
    >
      {t('Demo')}
    </Text>
  );
}
