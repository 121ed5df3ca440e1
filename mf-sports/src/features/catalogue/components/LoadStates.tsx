import { Box, Button, Stack, Text, type FlexProps } from '@arena/ui';
import { useT } from '@arena/i18n';

/** Placeholders of the rows to come, each as tall as the row it stands for (no layout shift). */
export function RowsSkeleton({ rows, height, testId }: { rows: number; height: FlexProps['h']; testId?: string }) {
  return (
    <Stack gap="2" aria-busy data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} h={height} rounded="md" bg="whiteAlpha.100" />
      ))}
    </Stack>
  );
}

/** A failed call: what failed and a Retry. */
export function LoadError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const t = useT();
  return (
    <Stack align="flex-start" gap="2" py="3" role="alert" data-testid={testId}>
      <Text color="red.300">{t(message)}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('Retry')}
      </Button>
    </Stack>
  );
}
