import { useQuery } from '@tanstack/react-query';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OperatorDashboard } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure, Loading } from '../../../layout/states';
import { money } from '../../../money';
import { UnfinishedRoundsPanel } from '../../game-recall';

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      {detail && (
        <Text fontSize="xs" color="fg.muted">
          {detail}
        </Text>
      )}
    </Box>
  );
}

const CHART_WIDTH = 280;
const CHART_HEIGHT = 80;

/**
 * The last days as small SVG bars (no chart library): a negative day (the house lost) is drawn in red
 * below the zero line. The figures are also the chart's text alternative.
 */
function Bars({ title, days, pick }: { title: string; days: OperatorDashboard['days']; pick: (day: OperatorDashboard['days'][number]) => number }) {
  const values = days.map(pick);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = Math.max(1, top - bottom);
  const zero = (top / span) * CHART_HEIGHT;
  const slot = CHART_WIDTH / Math.max(1, days.length);
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted" mb="2">
        {title}
      </Text>
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        width="100%"
        height={CHART_HEIGHT}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${days.map((day, i) => `${day.day} ${money(values[i])}`).join(', ')}`}
      >
        {days.map((day, i) => {
          // at least a hairline, so a day of nothing still shows where it is
          const height = Math.max(1, (Math.abs(values[i]) / span) * CHART_HEIGHT);
          return (
            <rect
              key={day.day}
              x={i * slot + slot * 0.15}
              width={slot * 0.7}
              y={values[i] < 0 ? zero : zero - height}
              height={height}
              rx="2"
              fill={values[i] < 0 ? 'var(--chakra-colors-red-500)' : 'var(--chakra-colors-green-500)'}
            >
              <title>{`${day.day}: ${money(values[i])}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2={CHART_WIDTH} y1={zero} y2={zero} stroke="var(--chakra-colors-border)" strokeWidth="1" />
      </svg>
    </Box>
  );
}

export function DashboardPage() {
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['dashboard'], queryFn: () => api.dashboard() });
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Dashboard')}</Heading>
      {loading && !data && <Loading />}
      {error && <Failure message={error.message} />}
      {data && (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            <Stat label={t("Today's deposits")} value={money(data.deposits.amount)} detail={t('{count} transactions', { count: data.deposits.count })} />
            <Stat
              label={t("Today's withdrawals")}
              value={money(data.withdrawals.amount)}
              detail={t('{count} transactions', { count: data.withdrawals.count })}
            />
            <Stat
              label={t('Pending withdrawals')}
              value={money(data.pendingWithdrawals.amount)}
              detail={t('{count} transactions', { count: data.pendingWithdrawals.count })}
            />
            <Stat label={t('New registrations')} value={String(data.registrations)} />
            <Stat label={t('Players online')} value={String(data.playersOnline)} detail={t('open sessions used in the last 5 minutes')} />
            <Stat label={t('GGR casino')} value={money(data.ggr.casino)} />
            <Stat label={t('GGR Arena Originals')} value={money(data.ggr.originals)} />
            <Stat label={t('GGR sports')} value={money(data.ggr.sports)} />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Bars title={t('Deposits, last 7 days')} days={data.days} pick={(day) => day.deposits} />
            <Bars title={t('Withdrawals, last 7 days')} days={data.days} pick={(day) => day.withdrawals} />
            <Bars title={t('GGR, last 7 days')} days={data.days} pick={(day) => day.ggr} />
          </SimpleGrid>
        </>
      )}
      <UnfinishedRoundsPanel />
    </Stack>
  );
}
