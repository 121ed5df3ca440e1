import { Button, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** A load that failed: what could not be loaded, and Retry. */
export function LoadFailure({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const t = useT();
  return (
    <Stack align="flex-start" gap="2" role="alert" data-testid={testId}>
      <Text color="red.300">{message}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('Retry')}
      </Button>
    </Stack>
  );
}
