// The licence the site runs under (LICENCE_PROFILE, docs/product/compliance.md "Licence profiles"): every
// rule that differs between regulators, as the server enforces it, for the admin a lab or regulator asks.
import { useQuery } from '@tanstack/react-query';
import { DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { LicenceProfile } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { ErrorLine } from '../../../layout/states';
import { money } from '../../../money';
import { licenceApi } from '../api/calls';

const yesNo = (value: boolean) => (value ? t('Yes') : t('No'));
const moneyOrNone = (value: number | null) => (value === null ? t('None') : money(value));
const list = (values: readonly number[], unit: string) => (values.length === 0 ? t('None') : `${values.join(', ')} ${t(unit)}`);

/** the rules, each as [label, value], in the order a lab's checklist reads them */
function rules(profile: LicenceProfile): [string, string][] {
  const { slots, realityCheck, limits, selfExclusion, bonus, kyc, harm, display } = profile;
  return [
    ['Slot stake cap', moneyOrNone(slots.maxStake)],
    [
      'Slot stake cap for younger adults',
      slots.ageBandCap ? t('{amount} under {age}', { amount: money(slots.ageBandCap.maxStake), age: slots.ageBandCap.belowAge }) : t('None'),
    ],
    ['Shortest slot game cycle', `${slots.minSpinMs / 1000} s`],
    ['Autoplay', yesNo(slots.autoplay)],
    ['Turbo', yesNo(slots.turbo)],
    ['Slam stop', yesNo(slots.slamStop)],
    ['Celebrate only wins above the stake', yesNo(profile.celebrateOnlyAboveStake)],
    ['Reality check by default', realityCheck.defaultMinutes === null ? t('None') : `${realityCheck.defaultMinutes} ${t('minutes')}`],
    ['Reality check mandatory', yesNo(realityCheck.mandatory)],
    ['Reality check intervals', list(realityCheck.intervalsMinutes, 'minutes')],
    ['Limit increase cooling-off', `${limits.increaseCoolingOffHours} ${t('hours')}`],
    ['Deposit limit before the first deposit', yesNo(limits.depositLimitRequired)],
    ['Self-exclusion lengths', list(selfExclusion.periodsMonths, 'months')],
    [
      'Self-exclusion ends',
      selfExclusion.liftOnRequestAfterHours === null
        ? t('With its period')
        : t('On request, {hours} hours after the player asks', { hours: selfExclusion.liftOnRequestAfterHours }),
    ],
    ['Time-out lengths', list(profile.timeOutDays, 'days')],
    ['Bonus wagering cap', bonus.maxWageringMultiplier === null ? t('None') : `${bonus.maxWageringMultiplier}×`],
    ['No bonus for excluded players', yesNo(bonus.noneForExcluded)],
    ['Verification before the first withdrawal', yesNo(kyc.beforeFirstWithdrawal)],
    ['Verification before the first deposit', yesNo(kyc.beforeFirstDeposit)],
    ['Verification again at deposits of', kyc.depositThresholds.length === 0 ? t('None') : kyc.depositThresholds.map(money).join(', ')],
    ['Verification valid for', `${kyc.validMonths} ${t('months')}`],
    ['Net deposit review threshold (30 days)', money(harm.netDeposit30dThreshold)],
    ['Deposits paused during a review', yesNo(harm.pauseDepositsInReview)],
    ['Games not allowed', profile.disallowed.games.join(', ') || t('None')],
    ['Bet types not allowed', profile.disallowed.betTypes.join(', ') || t('None')],
    ['Records kept', `${profile.retentionYears} ${t('years')}`],
    ['Session clock always on screen', yesNo(display.sessionClock)],
    ['Net position always on screen', yesNo(display.netPosition)],
  ];
}

export function LicencePage() {
  const { data, error } = useQuery({ queryKey: ['licence'], queryFn: () => licenceApi.profile() });
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Licence')}</Heading>
      <ErrorLine text={error ? t('The licence could not be loaded.') : undefined} />
      {data && (
        <>
          <Text data-testid="licence-regulator">
            {t('{regulator} ({code}), tested against {standards}.', { regulator: data.regulator, code: data.code, standards: data.standards.join(', ') })}
          </Text>
          <DataList.Root orientation="horizontal" data-testid="licence-rules">
            {rules(data).map(([label, value]) => (
              <DataList.Item key={label} data-rule={label}>
                <DataList.ItemLabel minW="18rem">{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </>
      )}
    </Stack>
  );
}
