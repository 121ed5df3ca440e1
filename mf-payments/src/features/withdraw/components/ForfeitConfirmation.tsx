import { useEffect, useId, useRef } from 'react';
import { Box, Button, Stack, Text, chakra } from '@arena/ui';
import { formatMoney, type WithdrawalImpact } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';

/**
 * Before a withdrawal that would forfeit active bonuses: what the player would lose, and their choice.
 * It takes the submit button's place, so the form stays as filled whichever they choose.
 */
export function ForfeitConfirmation({ impact, onAnswer }: { impact: WithdrawalImpact; onAnswer: (confirmed: boolean) => void }) {
  const t = useT();
  const locale = useBusState((s) => s.i18n.locale);
  const titleId = useId();
  const textId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  // the safe choice has the focus, so Enter does not forfeit money by accident
  useEffect(() => keep.current?.focus(), []);
  return (
    <Box
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      p="4"
      borderRadius="lg"
      borderWidth="1px"
      borderColor="arena.danger"
      bg="arena.raised"
      data-testid="forfeit-confirmation"
    >
      <Text id={titleId} fontWeight="bold" mb="2">
        {t('Forfeit your bonuses?')}
      </Text>
      <Text id={textId} mb="3">
        {impact.forfeit > 0
          ? t('Withdrawing now forfeits your active bonuses: {amount} of bonus money will be removed.').replace('{amount}', formatMoney(impact.forfeit, locale))
          : t('Withdrawing now forfeits your active bonuses.')}
      </Text>
      <chakra.ul listStyleType="disc" ps="5" mb="4" data-testid="forfeit-bonuses">
        {impact.bonuses.map((bonus) => (
          <li key={bonus.id}>
            {bonus.title}: {formatMoney(bonus.balance, locale)}
          </li>
        ))}
      </chakra.ul>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button ref={keep} flex="1" variant="outline" onClick={() => onAnswer(false)} data-testid="forfeit-cancel">
          {t('Keep my bonuses')}
        </Button>
        <Button flex="1" colorPalette="red" onClick={() => onAnswer(true)} data-testid="forfeit-confirm">
          {t('Withdraw and forfeit')}
        </Button>
      </Stack>
    </Box>
  );
}
