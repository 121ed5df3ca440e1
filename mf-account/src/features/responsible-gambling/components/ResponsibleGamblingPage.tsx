import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heading, Spinner, Stack, Text } from '@arena/ui';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type ProtectionSettings } from '@arena/contracts';
import { useBus } from '@arena/bus';
import { useLocale, useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { LoadFailure } from '../../../components/LoadFailure';
import { fill, formatDateTime } from '../../../formatting/site-format';
import { CloseAccountStep, SelfExclusionStep, TimeOutStep } from './ExclusionSteps';
import { HelpOrganisations } from './HelpOrganisations';
import { LimitRow } from './LimitRow';
import { RealityCheckForm } from './RealityCheckForm';

/** The player's limits, reality check and exclusion (protection/settings). */
const SETTINGS_KEY = ['protectionSettings'];

const SECTION: Record<LimitKind, { title: string; about: string }> = {
  deposit: { title: 'Deposit limits', about: 'The most you can deposit in a day, a week or a month.' },
  loss: { title: 'Loss limits', about: 'The most you can lose (stakes minus wins) in a day, a week or a month.' },
  session: { title: 'Session time limits', about: 'How many minutes you can play in a day, a week or a month.' },
};

/**
 * /dashboard/responsible-gambling: limits (a decrease applies at once; a raise or removal after 24 hours
 * and a confirmation), the reality check, time-out, self-exclusion, account closure and where to get help.
 */
export function ResponsibleGamblingPage() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const bus = useBus();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.protectionSettings() });
  const [notice, setNotice] = useState('');

  /** a call that answers with the new settings: its message, and the settings shown */
  const apply = async (call: () => Promise<{ message: string; data: ProtectionSettings }>) => {
    try {
      const reply = await call();
      bus.emit({ type: 'toast/show', toast: { type: 'success', message: reply.message } });
      setNotice(reply.message);
      queryClient.setQueryData(SETTINGS_KEY, reply.data);
      return true;
    } catch {
      // the api client has shown the server's message
      return false;
    }
  };

  // a failed refresh shows the failure, not the answer before it
  const current = settings.isError ? undefined : settings.data;
  return (
    <PageFrame>
      <Stack gap="8">
        <Text>{t('Gambling should stay fun. These tools help you keep control of your time and money; we apply them to every deposit, bet and game.')}</Text>
        {settings.isFetching && !current && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="protection-loading" />}
        {settings.isError && !settings.isFetching && (
          <LoadFailure message={t('Your settings could not be loaded.')} onRetry={() => void settings.refetch()} testId="protection-error" />
        )}
        {current?.exclusion && (
          <Text role="status" color="orange.300" data-testid="protection-exclusion">
            {fill(current.exclusion.kind === 'time_out' ? t('You are on a break until {date}.') : t('You are self-excluded until {date}.'), {
              date: formatDateTime(current.exclusion.until, locale),
            })}
          </Text>
        )}
        {notice && (
          <Text role="status" color="green.300" data-testid="protection-message">
            {notice}
          </Text>
        )}
        {current &&
          LIMIT_KINDS.map((kind) => (
            <Stack as="section" key={kind} gap="3" aria-labelledby={`limits-${kind}`} data-testid={`limits-${kind}`}>
              <Heading as="h2" textStyle="sectionTitle" id={`limits-${kind}`}>
                {t(SECTION[kind].title)}
              </Heading>
              <Text fontSize="sm" color="arena.muted">
                {t(SECTION[kind].about)} {t('A lower limit applies at once; a higher one or a removal only after 24 hours and your confirmation.')}
              </Text>
              {LIMIT_PERIODS.map((period) => (
                <LimitRow
                  key={period}
                  kind={kind}
                  period={period}
                  limit={current.limits.find((limit) => limit.kind === kind && limit.period === period)}
                  onSet={(request) => apply(() => api.setLimit(request))}
                  onConfirm={() => apply(() => api.confirmLimit({ kind, period }))}
                />
              ))}
            </Stack>
          ))}
        {current && (
          <Stack as="section" gap="3" aria-labelledby="reality-check">
            <Heading as="h2" textStyle="sectionTitle" id="reality-check">
              {t('Reality check')}
            </Heading>
            <RealityCheckForm
              minutes={current.realityCheckMinutes}
              rules={current.rules}
              onSave={async (request) => {
                const saved = await apply(() => api.setRealityCheck(request));
                if (saved) bus.emit({ type: 'protection/reality-check-saved' });
                return saved;
              }}
            />
          </Stack>
        )}
        <Stack as="section" gap="3" aria-labelledby="take-control">
          <Heading as="h2" textStyle="sectionTitle" id="take-control">
            {t('Take a break or leave')}
          </Heading>
          <TimeOutStep />
          <SelfExclusionStep />
          <CloseAccountStep />
        </Stack>
        <HelpOrganisations />
      </Stack>
    </PageFrame>
  );
}
