// The player page's "Linked accounts" panel (risk and admin: OPERATOR_ACCESS.playerLock): the accounts
// the server links to this player by a shared device, address, payment instrument, national ID or postal
// address, each with what links it and since when; the accounts sharing only the browser's fingerprint
// as a hint; and the cluster's bonus restriction, set or lifted with a reason (docs/product/bonuses.md).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { operatorMay, type AccountSignalKind, type LinkedAccounts as Cluster } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { ReasonPrompt } from '../../../layout/ReasonPrompt';
import { ErrorLine, Failure, Loading, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { dateTime } from '../../../money';
import { useSession } from '../../../session/SessionProvider';
import { linkedAccountsApi } from '../api/calls';

const SIGNAL: Record<AccountSignalKind, string> = {
  device: 'Device',
  ip: 'IP address',
  instrument: 'Payment instrument',
  national_id: 'National ID',
  address: 'Address',
  fingerprint: 'Browser fingerprint',
};

function Restriction({ userId, cluster, onDone }: { userId: number; cluster: Cluster; onDone: (message: string) => void }) {
  const [asking, setAsking] = useState(false);
  const { busy, error, send } = useSend();
  const restricted = cluster.restriction !== null;
  const action = restricted ? t('Lift the bonus restriction') : t('Restrict bonuses');
  return (
    <Stack gap="1">
      {asking ? (
        <ReasonPrompt
          label={t('Linked accounts')}
          confirm={action}
          busy={busy}
          onConfirm={(reason) =>
            send(
              () => linkedAccountsApi.restrict(userId, !restricted, reason),
              (message) => {
                setAsking(false);
                onDone(message);
              },
            )
          }
          onCancel={() => setAsking(false)}
        />
      ) : (
        <Button size="sm" alignSelf="flex-start" variant="outline" colorPalette={restricted ? 'green' : 'red'} onClick={() => setAsking(true)}>
          {action}
        </Button>
      )}
      <ErrorLine text={error} />
    </Stack>
  );
}

function Panel({ userId }: { userId: number }) {
  const { data, error, isFetching: loading, refetch } = useQuery({ queryKey: ['linked-accounts', userId], queryFn: () => linkedAccountsApi.linked(userId) });
  const { notice, done } = useNotice(refetch);
  if (loading && !data) return <Loading />;
  if (error || !data) return <Failure message={error?.message ?? ''} />;
  const names = new Map(data.accounts.map((account) => [account.id, account.username]));
  const others = data.accounts.length - 1;
  return (
    <Stack gap="3">
      <HStack flexWrap="wrap">
        <Heading size="md">{t('Linked accounts')}</Heading>
        <Badge colorPalette={others > 0 ? 'orange' : 'gray'}>{t('{count} linked', { count: others })}</Badge>
        {data.restriction && <Badge colorPalette="red">{t('Bonus restricted')}</Badge>}
      </HStack>
      {data.restriction && (
        <Text fontSize="sm">
          {t('Bonus restricted by {operator} on {date}: {reason}', {
            operator: data.restriction.by,
            date: dateTime(data.restriction.at),
            reason: data.restriction.reason,
          })}
        </Text>
      )}
      {others === 0 ? (
        <Text color="fg.muted">{t('No other account shares a device, address, payment instrument, national ID or postal address with this player.')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t('Linked accounts')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Registered')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('Linked by')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.accounts.slice(1).map((account) => (
              <Table.Row key={account.id}>
                <Table.Cell>
                  <Link to={`/players/${account.id}`}>
                    {account.username} · {account.usercode}
                  </Link>
                </Table.Cell>
                <Table.Cell>{dateTime(account.registeredAt)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    {account.links.map((link) => (
                      <Text key={`${link.kind}:${link.with}`} fontSize="sm">
                        {t('{signal} with {player} since {date}', {
                          signal: t(SIGNAL[link.kind]),
                          player: names.get(link.with) ?? String(link.with),
                          date: dateTime(link.since),
                        })}
                      </Text>
                    ))}
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {data.truncated && <Text color="fg.error">{t('The cluster is larger than shown; its accounts cannot take bonuses.')}</Text>}
      {data.hints.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('Same browser fingerprint, not linked (the browser can send any): {players}', { players: data.hints.map((hint) => hint.username).join(', ') })}
        </Text>
      )}
      <Restriction userId={userId} cluster={data} onDone={done} />
      <Notice text={notice} />
    </Stack>
  );
}

/** the panel, for the roles that may see it (the server checks again) */
export function LinkedAccounts({ userId }: { userId: number }) {
  const { operator } = useSession();
  if (!operator || !operatorMay(operator.role, 'playerLock')) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="linked-accounts">
      <Panel userId={userId} />
    </Box>
  );
}
