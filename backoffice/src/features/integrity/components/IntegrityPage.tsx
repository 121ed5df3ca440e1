// The integrity self-check (docs/operations.md, "Integrity self-check"): each critical component's
// hash now against the release manifest's certified one, the games a mismatch took offline, and the
// acknowledgement (with a reason, audited) that brings them back.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Code, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { IntegrityComponent, IntegrityState } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { ReasonPrompt } from '../../../layout/ReasonPrompt';
import { ErrorLine, LoadedTable, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { dateTime } from '../../../money';
import { integrityApi } from '../api/calls';

const STATE: Record<IntegrityState, { label: string; palette: string }> = {
  certified: { label: 'Certified', palette: 'green' },
  mismatch: { label: 'Changed', palette: 'red' },
  uncertified: { label: 'Not certified', palette: 'gray' },
};

function Acknowledge({ component, onDone }: { component: IntegrityComponent; onDone: (message: string) => void }) {
  const [asking, setAsking] = useState(false);
  const { busy, error, send } = useSend();
  if (!asking)
    return (
      <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Acknowledge {label}', { label: component.label })} onClick={() => setAsking(true)}>
        {t('Acknowledge')}
      </Button>
    );
  return (
    <Stack gap="1">
      <ReasonPrompt
        label={component.label}
        confirm={t('Bring the games back')}
        busy={busy}
        onConfirm={(reason) => send(() => integrityApi.acknowledge(component.alertId!, reason), onDone)}
        onCancel={() => setAsking(false)}
      />
      <ErrorLine text={error} />
    </Stack>
  );
}

export function IntegrityPage() {
  const { data, error, isFetching: loading, refetch } = useQuery({ queryKey: ['integrity'], queryFn: () => integrityApi.report() });
  const { notice, done } = useNotice(refetch);
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Integrity')}</Heading>
      {data && (
        <Text>
          {data.releasedAt
            ? t('Release manifest of {date}; checked {checked}.', { date: dateTime(data.releasedAt), checked: dateTime(data.checkedAt) })
            : t('No release manifest: nothing is certified on this site.')}
        </Text>
      )}
      {data && data.offline.length > 0 && (
        <Text color="red.600" fontWeight="semibold">
          {t('Offline until acknowledged: {games}', { games: data.offline.join(', ') })}
        </Text>
      )}
      <Notice text={notice} />
      <LoadedTable
        load={{ data: data?.components, error, loading }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Component')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('State')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Decides')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('SHA-256 now')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(components) =>
          components.map((component) => (
            <Table.Row key={component.id}>
              <Table.Cell>{component.label}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATE[component.state].palette}>{t(STATE[component.state].label)}</Badge>
                {component.acknowledgedBy && <Text fontSize="xs">{t('Acknowledged by {operator}', { operator: component.acknowledgedBy })}</Text>}
              </Table.Cell>
              <Table.Cell fontSize="xs">{component.decides.join(', ')}</Table.Cell>
              <Table.Cell>
                <Code fontSize="xs" wordBreak="break-all">
                  {component.actual}
                </Code>
              </Table.Cell>
              <Table.Cell>{component.alertId !== null && <Acknowledge component={component} onDone={done} />}</Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
