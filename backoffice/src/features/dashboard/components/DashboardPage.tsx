import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OperatorDashboard } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure, Loading } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { money } from '../../../money';

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

/** seven small bars; a negative day (the house lost) is drawn in red */
function Bars({ title, days, pick }: { title: string; days: OperatorDashboard['days']; pick: (day: OperatorDashboard['days'][number]) => number }) {
  const top = Math.max(1, ...days.map((day) => Math.abs(pick(day))));
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Text fontSize="sm" color="fg.muted" mb="2">
        {title}
      </Text>
      <Flex align="flex-end" gap="2" h="80px" role="img" aria-label={`${title}: ${days.map((day) => `${day.day} ${money(pick(day))}`).join(', ')}`}>
        {days.map((day) => (
          <Box
            key={day.day}
            flex="1"
            title={`${day.day}: ${money(pick(day))}`}
            h={`${Math.max(2, (Math.abs(pick(day)) / top) * 100)}%`}
            bg={pick(day) < 0 ? 'red.500' : 'green.500'}
            borderRadius="sm"
          />
        ))}
      </Flex>
    </Box>
  );
}

export function DashboardPage() {
  const { data, error, loading } = useLoad(api.dashboard);
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Dashboard')}</Heading>
      {loading && !data && <Loading />}
      {error && <Failure message={error} />}
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
    </Stack>
  );
}
