// The reports over a range of UTC days: revenue per day and product (stakes, wins, GGR, bonus cost,
// NGR), deposits and withdrawals, and the responsible-gambling interventions; each table with a
// total row and its CSV (made by the server from the same figures).
import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorReport, ReportProduct, ReportTable } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure, Loading } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { money } from '../../../money';
import { reportsApi } from '../api/calls';

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const PRODUCT_LABELS: Record<ReportProduct, string> = { casino: 'Casino', studio: 'Arena Originals', sports: 'Sports' };

/** the sum of a column over the rows */
const total = <T,>(rows: T[], column: (row: T) => number) => rows.reduce((sum, row) => sum + column(row), 0);

function Section({ title, table, range, children }: { title: string; table: ReportTable; range: { from: string; to: string }; children: ReactNode }) {
  const [failure, setFailure] = useState<string>();
  const download = () => {
    setFailure(undefined);
    reportsApi.downloadCsv(table, range.from, range.to).catch((refusal: Error) => setFailure(refusal.message));
  };
  return (
    <Stack gap="2">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">{t(title)}</Heading>
        <Button size="sm" variant="outline" onClick={download} aria-label={t('Download {table} as CSV', { table: t(title) })}>
          {t('CSV')}
        </Button>
      </HStack>
      {failure && (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      )}
      <Table.ScrollArea>
        <Table.Root size="sm">{children}</Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

const Head = ({ labels }: { labels: string[] }) => (
  <Table.Header>
    <Table.Row>
      {labels.map((label, i) => (
        <Table.ColumnHeader key={label} textAlign={i === 0 ? 'start' : 'end'}>
          {t(label)}
        </Table.ColumnHeader>
      ))}
    </Table.Row>
  </Table.Header>
);

const Cells = ({ values }: { values: ReactNode[] }) =>
  values.map((value, i) => (
    <Table.Cell key={i} textAlign={i === 0 ? 'start' : 'end'}>
      {value}
    </Table.Cell>
  ));

function Tables({ report, range }: { report: OperatorReport; range: { from: string; to: string } }) {
  const revenueColumns = ['stakes', 'wins', 'ggr', 'bonusCost', 'ngr'] as const;
  return (
    <>
      <Section title="Revenue by product" table="revenue" range={range}>
        <Head labels={['Day', 'Product', 'Stakes', 'Wins', 'GGR', 'Bonus cost', 'NGR']} />
        <Table.Body>
          {report.revenue.map((row) => (
            <Table.Row key={`${row.day}:${row.product}`}>
              <Cells values={[row.day, t(PRODUCT_LABELS[row.product]), ...revenueColumns.map((column) => money(row[column]))]} />
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Cells values={[t('Total'), '', ...revenueColumns.map((column) => money(total(report.revenue, (row) => row[column])))]} />
          </Table.Row>
        </Table.Body>
      </Section>
      <Section title="Deposits and withdrawals" table="payments" range={range}>
        <Head labels={['Day', 'Deposits', 'Deposited', 'Withdrawals', 'Paid out']} />
        <Table.Body>
          {report.payments.map((row) => (
            <Table.Row key={row.day}>
              <Cells values={[row.day, row.depositCount, money(row.deposits), row.withdrawalCount, money(row.withdrawals)]} />
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Cells
              values={[
                t('Total'),
                total(report.payments, (row) => row.depositCount),
                money(total(report.payments, (row) => row.deposits)),
                total(report.payments, (row) => row.withdrawalCount),
                money(total(report.payments, (row) => row.withdrawals)),
              ]}
            />
          </Table.Row>
        </Table.Body>
      </Section>
      <Section title="Responsible gambling" table="protection" range={range}>
        <Head labels={['Day', 'Limits set', 'Time-outs', 'Self-exclusions', 'Closures']} />
        <Table.Body>
          {report.protection.map((row) => (
            <Table.Row key={row.day}>
              <Cells values={[row.day, row.limits, row.timeOuts, row.selfExclusions, row.closures]} />
            </Table.Row>
          ))}
          <Table.Row fontWeight="semibold">
            <Cells
              values={[
                t('Total'),
                total(report.protection, (row) => row.limits),
                total(report.protection, (row) => row.timeOuts),
                total(report.protection, (row) => row.selfExclusions),
                total(report.protection, (row) => row.closures),
              ]}
            />
          </Table.Row>
        </Table.Body>
      </Section>
    </>
  );
}

export function ReportsPage() {
  // the last 7 UTC days, today included
  const [range, setRange] = useState(() => ({ from: utcDay(Date.now() - 6 * DAY_MS), to: utcDay(Date.now()) }));
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['report', range], queryFn: () => reportsApi.report(range.from, range.to) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRange({ from: fieldOf(form, 'from'), to: fieldOf(form, 'to') });
  };

  return (
    <Stack gap="5">
      <Heading size="lg">{t('Reports')}</Heading>
      <form onSubmit={submit} aria-label={t('Date range')}>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" alignItems="end" maxW="2xl">
          <TextField label={t('From (UTC)')} name="from" type="date" defaultValue={range.from} required />
          <TextField label={t('To (UTC)')} name="to" type="date" defaultValue={range.to} required />
          <Button type="submit">{t('Show')}</Button>
        </SimpleGrid>
      </form>
      {loading && <Loading />}
      {error && <Failure message={error.message} />}
      {data && !loading && <Tables report={data} range={range} />}
    </Stack>
  );
}
