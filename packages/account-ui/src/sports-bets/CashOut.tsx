import { useState } from 'react';
import { formatMoney, type Bet } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { Button, Stack, Text, chakra } from '@arena/ui';
import type { AccountApi } from '../account-api';

/** the smallest share of the offer a partial cash out takes, percent */
const MIN_SHARE = 10;

type Step = { name: 'idle' } | { name: 'confirm' } | { name: 'busy' } | { name: 'offer-changed'; offer: number } | { name: 'unavailable' };

/**
 * Cash out of an open bet: the offer, a confirm step where the player may take a part of it, and the
 * book's answer (paid, a new offer to accept, or not possible now).
 */
export function CashOut({ bet, api, onUpdate }: { bet: Bet; api: Pick<AccountApi, 'cashOut'>; onUpdate: (bet: Bet) => void }) {
  const t = useT();
  const locale = useLocale();
  const bus = useBus();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [share, setShare] = useState(100);
  const offer = step.name === 'offer-changed' ? step.offer : bet.cashOutOffer;

  if (offer === null || offer === 0 || step.name === 'unavailable') {
    return (
      <Text fontSize="xs" color="arena.muted" data-testid={`cash-out-unavailable-${bet.id}`}>
        {t('Cash out is not available right now.')}
      </Text>
    );
  }

  // integer shares of integer minor units: no float reaches the amount
  const portionOf = (amount: number) => (share === 100 ? undefined : Math.max(1, Math.floor((amount * share) / 100)));
  const paid = portionOf(offer) ?? offer;

  async function confirm(current: number) {
    setStep({ name: 'busy' });
    try {
      const portion = portionOf(current);
      const reply = await api.cashOut({ betId: bet.id, offer: current, ...(portion === undefined ? {} : { portion }) });
      onUpdate(reply.bet);
      if (reply.status === 'cashed-out') {
        bus.emit({ type: 'toast/show', toast: { type: 'success', message: `${t('Cashed out')} ${formatMoney(reply.offer ?? paid, locale)}` } });
        setShare(100);
        setStep({ name: 'idle' });
      } else if (reply.status === 'offer-changed' && reply.offer) {
        setStep({ name: 'offer-changed', offer: reply.offer });
      } else {
        setStep({ name: 'unavailable' });
      }
    } catch {
      // the api client showed the server's message
      setStep({ name: 'confirm' });
    }
  }

  if (step.name === 'idle') {
    return (
      <Button size="sm" colorPalette="yellow" onClick={() => setStep({ name: 'confirm' })} data-testid={`cash-out-${bet.id}`}>
        {`${t('Cash out')} ${formatMoney(offer, locale)}`}
      </Button>
    );
  }

  return (
    <Stack gap="2" bg="arena.raised" p="2" borderRadius="md" data-testid={`cash-out-panel-${bet.id}`}>
      {step.name === 'offer-changed' && (
        <Text fontSize="sm" color="arena.accent" role="alert" data-testid={`cash-out-offer-changed-${bet.id}`}>
          {`${t('The offer has changed')}: ${formatMoney(offer, locale)}`}
        </Text>
      )}
      <label>
        <Text fontSize="xs" color="arena.muted">
          {`${t('Amount to cash out')}: ${formatMoney(paid, locale)} (${share}%)`}
        </Text>
        <chakra.input
          type="range"
          w="full"
          min={MIN_SHARE}
          max={100}
          step={5}
          value={share}
          onChange={(e) => setShare(Number(e.target.value))}
          accentColor="arena.accent"
          data-testid={`cash-out-share-${bet.id}`}
        />
      </label>
      <Button size="sm" colorPalette="yellow" loading={step.name === 'busy'} onClick={() => void confirm(offer)} data-testid={`cash-out-confirm-${bet.id}`}>
        {`${step.name === 'offer-changed' ? t('Accept new offer') : t('Confirm cash out')} ${formatMoney(paid, locale)}`}
      </Button>
      <Button size="xs" variant="ghost" onClick={() => setStep({ name: 'idle' })} disabled={step.name === 'busy'}>
        {t('Cancel')}
      </Button>
    </Stack>
  );
}
