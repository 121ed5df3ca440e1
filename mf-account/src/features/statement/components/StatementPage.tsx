import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, DataList, Heading, HStack, Spinner, Stack, Table, Text, useIsMobile } from '@arena/ui';
import { formatMoney, STATEMENT_PERIODS, type ActivityStatement, type StatementPeriod, type StatementRow } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { PageFrame, useApi } from '@arena/remote-kit';
import { LoadFailure } from '../../../components/LoadFailure';

export const PERIOD_LABEL: Record<StatementPeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
/** how many periods back each tab shows: two weeks of days, a quarter of weeks, a year of months */
export const PERIOD_COUNT: Record<StatementPeriod, number> = { day: 14, week: 12, month: 12 };

type Figures = ActivityStatement['lifetime'];
const COLUMNS: { key: keyof Figures; label: string }[] = [
  { key: 'deposits', label: 'Deposits' },
  { key: 'withdrawals', label: 'Withdrawals' },
  { key: 'staked', label: 'Stakes' },
  // a sports cash-out comes back as money won: the column says so
  { key: 'won', label: 'Wins and cash-outs' },
  { key: 'net', label: 'Net' },
];

/** A period as the player reads it, on the site's clock: a day, a week's first and last day, or a month. */
export function periodName(row: StatementRow, period: StatementPeriod, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'tr-TR';
  const timeZone = 'Europe/Istanbul';
  const day = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
  if (period === 'month') return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone }).format(new Date(row.from));
  if (period === 'day') return day.format(new Date(row.from));
  // `to` is the next period's first instant
  return `${day.format(new Date(row.from))} – ${day.format(new Date(Date.parse(row.to) - 1))}`;
}

/** Money in the statement; the net is signed and coloured (won more than staked: green). */
function Amount({ value, net }: { value: number; net?: boolean }) {
  const locale = useLocale();
  const color = !net || value === 0 ? undefined : value > 0 ? 'green.300' : 'red.300';
  return (
    <Text as="span" color={color} fontWeight={net ? 'semibold' : undefined} whiteSpace="nowrap" data-net={net ? Math.sign(value) : undefined}>
      {net && value > 0 && '+'}
      {formatMoney(value, locale)}
    </Text>
  );
}

function StatementTable({ rows, period }: { rows: StatementRow[]; period: StatementPeriod }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={t('Activity Statement')}>
      <Table.Root size="sm" data-testid="statement-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Period')}</Table.ColumnHeader>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.key} textAlign="end">
                {t(column.label)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.from} data-testid={`statement-${row.from}`}>
              <Table.Cell whiteSpace="nowrap">{periodName(row, period, locale)}</Table.Cell>
              {COLUMNS.map((column) => (
                <Table.Cell key={column.key} textAlign="end">
                  <Amount value={row[column.key]} net={column.key === 'net'} />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Figures({ figures }: { figures: Figures }) {
  const t = useT();
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {COLUMNS.map((column) => (
        <DataList.Item key={column.key}>
          <DataList.ItemLabel>{t(column.label)}</DataList.ItemLabel>
          <DataList.ItemValue justifyContent="flex-end">
            <Amount value={figures[column.key]} net={column.key === 'net'} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function StatementCards({ rows, period }: { rows: StatementRow[]; period: StatementPeriod }) {
  const locale = useLocale();
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="statement-cards">
      {rows.map((row) => (
        <Box as="li" key={row.from} bg="arena.surface" borderRadius="md" p="3" data-testid={`statement-${row.from}`}>
          <Text fontWeight="semibold" mb="1">
            {periodName(row, period, locale)}
          </Text>
          <Figures figures={row} />
        </Box>
      ))}
    </Stack>
  );
}

/** /dashboard/statement: deposits, withdrawals, stakes, wins and net position per day, week or month, and since the account opened. */
export function StatementPage() {
  const t = useT();
  const api = useApi();
  const mobile = useIsMobile();
  const [period, setPeriod] = useState<StatementPeriod>('month');
  const statement = useQuery({
    queryKey: ['activityStatement', period],
    queryFn: () => api.activityStatement({ period, count: PERIOD_COUNT[period] }),
    // another period's figures stay (dimmed) while its own load, so the page does not blink
    placeholderData: keepPreviousData,
  });
  // a failed load shows the failure, not the figures before it
  const value = statement.isError ? undefined : statement.data;
  return (
    <PageFrame>
      <Stack gap="5">
        <HStack role="tablist" aria-label={t('Period')} gap="2">
          {STATEMENT_PERIODS.map((each) => (
            <Button
              key={each}
              role="tab"
              aria-selected={each === period}
              size="sm"
              variant={each === period ? 'solid' : 'outline'}
              colorPalette={each === period ? 'yellow' : undefined}
              onClick={() => setPeriod(each)}
              data-testid={`statement-tab-${each}`}
            >
              {t(PERIOD_LABEL[each])}
            </Button>
          ))}
        </HStack>
        {statement.isFetching && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="statement-loading" />}
        {statement.isError && !statement.isFetching && (
          <LoadFailure message={t('Your statement could not be loaded.')} onRetry={() => void statement.refetch()} testId="statement-error" />
        )}
        {value && (
          <Stack gap="5" role="tabpanel" aria-label={t(PERIOD_LABEL[period])} opacity={statement.isFetching ? 0.6 : 1} aria-busy={statement.isFetching}>
            {value.rows.length === 0 ? (
              <Text color="arena.muted" data-testid="statement-empty">
                {t('No activity in this period.')}
              </Text>
            ) : mobile ? (
              <StatementCards rows={value.rows} period={period} />
            ) : (
              <StatementTable rows={value.rows} period={period} />
            )}
            <Box as="section" aria-labelledby="lifetime" bg="arena.surface" borderRadius="md" p="4" data-testid="statement-lifetime">
              <Heading as="h2" textStyle="sectionTitle" id="lifetime" mb="2">
                {t('Since you joined')}
              </Heading>
              <Box maxW={{ md: 'md' }}>
                <Figures figures={value.lifetime} />
              </Box>
            </Box>
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
}
