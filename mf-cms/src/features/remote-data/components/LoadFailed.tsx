import { Button, Flex, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** A section whose call failed: a short translated message and Retry, in the section's own place. */
export function LoadFailed({ onRetry, testId = 'load-failed' }: { onRetry: () => void; testId?: string }) {
  const t = useT();
  return (
    <Flex role="alert" direction="column" align="center" gap="3" py="6" px="4" bg="arena.surface" borderRadius="md" data-testid={testId}>
      <Text color="arena.muted">{t('This content could not be loaded.')}</Text>
      <Button size="sm" colorPalette="yellow" onClick={onRetry} data-testid={`${testId}-retry`}>
        {t('Retry')}
      </Button>
    </Flex>
  );
}
