import { Button, HStack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** 'x–y of total' with previous and next; `shown` is how many the current page holds. */
export function Pager({
  skip,
  shown,
  total,
  busy,
  onPrevious,
  onNext,
}: {
  skip: number;
  shown: number;
  total: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const range = t('{from}–{to} of {total}')
    .replace('{from}', String(skip + 1))
    .replace('{to}', String(skip + shown))
    .replace('{total}', String(total));
  return (
    <HStack justify="space-between" mt="4" as="nav" aria-label={t('Pages')}>
      <Button size="sm" variant="outline" disabled={busy || skip === 0} onClick={onPrevious} data-testid="activities-previous">
        {t('Previous')}
      </Button>
      <Text color="arena.muted" fontSize="sm" data-testid="activities-range" aria-live="polite">
        {range}
      </Text>
      <Button size="sm" variant="outline" disabled={busy || skip + shown >= total} onClick={onNext} data-testid="activities-next">
        {t('Next')}
      </Button>
    </HStack>
  );
}
