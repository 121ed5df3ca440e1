import { useEffect, useMemo, useState } from 'react';
import { combinationCount, formatMoney, formatOdds, type BetType, type PriceChangePolicy, type SportsSettings } from '@arena/contracts';
import { useBus, useBusState } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { Button, Flex, HStack, NativeSelect, Spinner, Stack, Text } from '@arena/ui';
import { useBetSlip } from '../hooks/useBetSlip';
import { useFreeBet } from '../hooks/useFreeBet';
import { useLicensedBetTypes } from '../hooks/useLicensedBetTypes';
import { usePlaceBet } from '../hooks/usePlaceBet';
import { slipProblem, slipTotals } from '../hooks/slipTotals';
import { PlacedBets } from './PlacedBets';
import { SlipSelectionRow } from './SlipSelectionRow';
import { StakeInput } from './StakeInput';
import { useOddsFormat } from '../../odds-format';

const TYPE_LABELS: Record<BetType, string> = { single: 'Singles', accumulator: 'Accumulator', system: 'System' };
const PRICE_CHANGE_LABELS: Record<PriceChangePolicy, string> = {
  any: 'Accept any price change',
  higher: 'Accept higher prices',
  none: 'Ask me on every change',
};
/** quick stakes, minor units */
const QUICK_STAKES = [5_000, 10_000, 25_000, 50_000];

/** The slip itself: the bet type, the selections, the stake, what it may pay, and placing it. */
export function SlipBody({ limits }: { limits: SportsSettings }) {
  const [oddsFormat] = useOddsFormat();
  const t = useT();
  const locale = useLocale();
  const bus = useBus();
  const auth = useBusState((s) => s.auth);
  const { selections, settings, remove, clear, acceptChanges, configure } = useBetSlip();
  const placing = usePlaceBet();
  const { state } = placing;
  const freeBet = useFreeBet();
  const [freeBetChosen, chooseFreeBet] = useState(false);
  // the kinds of slip the site's licence allows; a slip left on one it does not moves to the first allowed
  const betTypes = useLicensedBetTypes();
  useEffect(() => {
    if (betTypes.length > 0 && !betTypes.includes(settings.type)) configure({ type: betTypes[0] });
  }, [betTypes, settings.type, configure]);
  // a big system slip has thousands of combinations: priced again only when the slip changes
  const totals = useMemo(() => slipTotals(selections, settings, limits.maxPayout), [selections, settings, limits.maxPayout]);

  if (state.step === 'placed') return <PlacedBets bets={state.bets} onDone={placing.done} />;
  if (selections.length === 0) {
    return (
      <Text color="arena.muted" fontSize="sm" p="4" textAlign="center" data-testid="slip-empty">
        {t('Your bet slip is empty. Tap a price to add a selection.')}
      </Text>
    );
  }

  const { token } = freeBet;
  // the token's terms: one bet (a single on one selection, or an accumulator) at its lowest odds or more
  const freeBetFits = token !== null && totals.betCount === 1 && totals.totalOdds !== null && totals.totalOdds >= token.minOdds;
  const usingFreeBet = freeBetChosen && freeBetFits && settings.stake === token.stake;
  const problem = slipProblem(selections, settings, limits);
  const changed = selections.some((s) => s.bookPrice !== undefined);
  const closed = selections.some((s) => s.open === false);
  const busy = state.step === 'placing';
  // a visitor is asked to log in on Place; a player short of the total stake is offered a deposit first
  const short = auth.loggedIn && problem === null && !usingFreeBet && totals.totalStake > auth.balance;
  const problemText =
    problem && `${t(problem.key)}${problem.amount ? ` ${formatMoney(problem.amount, locale)}` : ''}${problem.count ? ` ${problem.count}` : ''}`;

  return (
    <Stack gap="3" data-testid="slip-body" aria-busy={busy}>
      <HStack gap="1" role="tablist" aria-label={t('Bet type')}>
        {betTypes.map((type) => (
          <Button
            key={type}
            size="xs"
            flex="1"
            role="tab"
            aria-selected={settings.type === type}
            variant={settings.type === type ? 'solid' : 'outline'}
            colorPalette={settings.type === type ? 'yellow' : 'gray'}
            onClick={() => configure({ type })}
            data-testid={`slip-tab-${type}`}
          >
            {t(TYPE_LABELS[type])}
          </Button>
        ))}
      </HStack>

      {settings.type === 'system' && totals.systemSizes.length > 0 && (
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={t('System')}
            value={String(settings.systemSize)}
            onChange={(e) => configure({ systemSize: Number(e.target.value) })}
            data-testid="slip-system-size"
          >
            {!totals.systemSizes.includes(settings.systemSize) && <option value={String(settings.systemSize)}>—</option>}
            {totals.systemSizes.map((k) => (
              <option key={k} value={String(k)}>
                {`${k}/${selections.length} · ${combinationCount(selections.length, k)} ${t('bets')}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}

      <Stack gap="2">
        {selections.map((selection) => (
          <SlipSelectionRow key={selection.selectionId} selection={selection} onRemove={() => remove(selection.selectionId)} />
        ))}
      </Stack>
      <Button size="xs" variant="ghost" alignSelf="flex-end" onClick={clear} data-testid="slip-clear">
        {t('Clear all')}
      </Button>

      <Stack gap="2">
        <Text fontSize="sm" color="arena.muted">
          {settings.type === 'single' || settings.type === 'system' ? t('Stake per bet') : t('Stake')}
        </Text>
        {freeBetFits && (
          <Button
            size="xs"
            colorPalette="green"
            variant={usingFreeBet ? 'solid' : 'outline'}
            aria-pressed={usingFreeBet}
            onClick={() => {
              chooseFreeBet(!usingFreeBet);
              if (!usingFreeBet) configure({ stake: token.stake });
            }}
            data-testid="slip-free-bet"
          >
            {`${t('Use free bet')} ${formatMoney(token.stake, locale)}`}
          </Button>
        )}
        <StakeInput value={settings.stake} onChange={(stake) => configure({ stake })} label={t('Stake')} />
        <HStack gap="1">
          {QUICK_STAKES.map((amount) => (
            <Button key={amount} size="xs" variant="outline" flex="1" onClick={() => configure({ stake: amount })} data-testid={`slip-quick-${amount}`}>
              {formatMoney(amount, locale).replace(/[.,]00$/, '')}
            </Button>
          ))}
        </HStack>
      </Stack>

      <Stack gap="1" fontSize="sm">
        <Flex justify="space-between">
          <Text color="arena.muted">{t('Bets')}</Text>
          <Text data-testid="slip-bet-count">{totals.betCount}</Text>
        </Flex>
        <Flex justify="space-between">
          <Text color="arena.muted">{t('Total stake')}</Text>
          <Text data-testid="slip-total-stake">{formatMoney(totals.totalStake, locale)}</Text>
        </Flex>
        <Flex justify="space-between">
          <Text color="arena.muted">{t('Total odds')}</Text>
          <Text data-testid="slip-total-odds">{totals.totalOdds === null ? '—' : formatOdds(totals.totalOdds, oddsFormat)}</Text>
        </Flex>
        <Flex justify="space-between" fontWeight="bold">
          {/* a free bet pays its winnings only: its stake was never the player's */}
          <Text>{usingFreeBet ? t('Potential winnings') : t('Potential payout')}</Text>
          <Text color="arena.accent" data-testid="slip-payout">
            {formatMoney(usingFreeBet ? Math.max(totals.payout - totals.totalStake, 0) : totals.payout, locale)}
          </Text>
        </Flex>
        {totals.capped && (
          <Text fontSize="xs" color="arena.muted" data-testid="slip-payout-capped">
            {`${t('Capped at the maximum payout')} ${formatMoney(limits.maxPayout, locale)}`}
          </Text>
        )}
      </Stack>

      <NativeSelect.Root size="xs">
        <NativeSelect.Field
          aria-label={t('Price changes')}
          value={settings.priceChange}
          onChange={(e) => configure({ priceChange: e.target.value as PriceChangePolicy })}
          data-testid="slip-price-change-policy"
        >
          {(Object.keys(PRICE_CHANGE_LABELS) as PriceChangePolicy[]).map((policy) => (
            <option key={policy} value={policy}>
              {t(PRICE_CHANGE_LABELS[policy])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>

      {problemText && (
        <Text fontSize="sm" color="arena.danger" data-testid="slip-problem">
          {problemText}
        </Text>
      )}
      {short && (
        <Flex align="center" justify="space-between" gap="2" data-testid="slip-short">
          <Text fontSize="sm" color="arena.danger">
            {t('Your balance is not enough for this bet.')}
          </Text>
          <Button size="xs" colorPalette="green" onClick={() => bus.emit({ type: 'navigate', to: '/dashboard/deposit' })} data-testid="slip-deposit">
            {t('Deposit')}
          </Button>
        </Flex>
      )}
      {state.step === 'refused' && (changed || closed) && (
        <Text fontSize="sm" color="arena.accent" role="alert" data-testid="slip-refused">
          {state.reason === 'price-changed' ? t('Prices have changed. Accept the changes to place your bet.') : t('Some selections are no longer available.')}
        </Text>
      )}
      {state.step === 'failed' && (
        <Text fontSize="sm" color="arena.danger" role="alert" data-testid="slip-failed">
          {state.message}
        </Text>
      )}
      {closed && (
        <Text fontSize="sm" color="arena.danger" data-testid="slip-closed">
          {t('Remove the selections that are not available to place your bet.')}
        </Text>
      )}

      {busy ? (
        <HStack justify="center" py="2" data-testid="slip-placing">
          <Spinner size="sm" color="arena.accent" />
          <Text>{t('Placing your bet...')}</Text>
        </HStack>
      ) : changed ? (
        <Button colorPalette="yellow" onClick={acceptChanges} data-testid="slip-accept-changes">
          {t('Accept changes')}
        </Button>
      ) : (
        <Button
          colorPalette="yellow"
          disabled={problem !== null || closed || short}
          onClick={() => void placing.place(usingFreeBet).then(freeBet.reload)}
          data-testid="slip-place"
        >
          {usingFreeBet ? t('Place free bet') : `${t('Place bet')} ${formatMoney(totals.totalStake, locale)}`}
        </Button>
      )}
    </Stack>
  );
}
