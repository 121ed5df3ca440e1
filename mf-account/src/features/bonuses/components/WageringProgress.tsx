import { Box, Flex, Text } from '@arena/ui';
import { formatMoney } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';

/** Staked towards the bonus out of what its wagering requires, as a bar and as money ("₺150,00 / ₺6.000,00"). */
export function WageringProgress({ wagered, required }: { wagered: number; required: number }) {
  const t = useT();
  const locale = useLocale();
  const text = `${formatMoney(wagered, locale)} / ${formatMoney(required, locale)}`;
  // integer maths on minor units; nothing to wager reads as done
  const percent = required === 0 ? 100 : Math.min(100, Math.floor((wagered * 100) / required));
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1">
        <Text color="arena.muted">{t('Wagering progress')}</Text>
        <Text fontWeight="semibold" data-testid="wagering-text">
          {text}
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label={t('Wagering progress')}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={Math.min(wagered, required)}
        aria-valuetext={text}
        h="2.5"
        bg="whiteAlpha.200"
        borderRadius="full"
        overflow="hidden"
        data-testid="wagering-progress"
      >
        <Box h="full" w={`${percent}%`} bg="arena.accent" borderRadius="full" transition="width 0.4s" />
      </Box>
    </Box>
  );
}
