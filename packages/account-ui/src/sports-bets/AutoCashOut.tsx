import { useState } from 'react';
import { formatAmount, formatMoney, type Bet } from '@arena/contracts';
import { parseAmount, typedAmount } from '@arena/forms';
import { useLocale, useT } from '@arena/i18n';
import { Button, HStack, Input, InputGroup, Stack, Text } from '@arena/ui';
import type { AccountApi } from '../account-api';

/** Auto cash-out: the bet cashes out by itself once the offer reaches the amount the player sets. */
export function AutoCashOut({ bet, api, onUpdate }: { bet: Bet; api: Pick<AccountApi, 'autoCashOut'>; onUpdate: (bet: Bet) => void }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(bet.autoCashOut === null ? '' : formatAmount(bet.autoCashOut, locale));
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(text, locale) ?? 0;

  async function save(value: number | null) {
    setBusy(true);
    try {
      onUpdate(await api.autoCashOut({ betId: bet.id, amount: value }));
      if (value === null) setText('');
    } catch {
      // the api client showed the server's message; the form keeps what was typed
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="1" data-testid={`auto-cash-out-${bet.id}`}>
      <Text fontSize="xs" color="arena.muted">
        {bet.autoCashOut === null ? t('Auto cash out') : `${t('Auto cash out at')} ${formatMoney(bet.autoCashOut, locale)}`}
      </Text>
      <HStack>
        <InputGroup startAddon="₺" flex="1">
          <Input
            size="sm"
            aria-label={t('Auto cash out')}
            inputMode="decimal"
            placeholder={formatAmount(0, locale)}
            value={text}
            onChange={(e) => setText(typedAmount(e.target.value, locale))}
            data-testid={`auto-cash-out-amount-${bet.id}`}
          />
        </InputGroup>
        <Button size="sm" variant="outline" disabled={amount < 1 || busy} onClick={() => void save(amount)} data-testid={`auto-cash-out-set-${bet.id}`}>
          {t('Set')}
        </Button>
        {bet.autoCashOut !== null && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => void save(null)} data-testid={`auto-cash-out-clear-${bet.id}`}>
            {t('Clear')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
