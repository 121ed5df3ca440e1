import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, DataList, Field, HStack, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { operatorMay, type OperatorPlayer } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure, Loading } from '../../../layout/states';
import { dateTime, money } from '../../../money';
import { useSession } from '../../../session/SessionProvider';
import { AdjustForm } from './AdjustForm';
import { ActivityTabs } from './ActivityTabs';
import { ResetPhone, SendNotification } from './PlayerActions';
import { PendingAdjustments } from './PendingAdjustments';
import { LinkedAccounts } from '../../linked-accounts';
import { fieldOf } from '../../../layout/form';
import { PlayerReviewLine } from '../../safer-gambling';
import { useSend } from '../../../layout/useSend';
import { GameRecallPanel } from '../../game-recall';

function LockForm({ profile, onDone }: { profile: OperatorPlayer; onDone: () => void }) {
  const { busy, error, send } = useSend();
  const [notice, setNotice] = useState<string>();
  const locked = profile.lock !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = fieldOf(event.currentTarget, 'reason').trim();
    send(
      () => api.lockPlayer(profile.player.id, !locked, reason),
      (message) => {
        setNotice(message);
        onDone();
      },
    );
  };
  return (
    <form onSubmit={submit}>
      <HStack align="flex-end" flexWrap="wrap">
        <Field.Root required flex="1" minW="220px">
          <Field.Label>{t('Reason')}</Field.Label>
          <Input name="reason" minLength={3} maxLength={500} />
        </Field.Root>
        <Button type="submit" colorPalette={locked ? 'green' : 'red'} loading={busy}>
          {locked ? t('Unlock player') : t('Lock player')}
        </Button>
      </HStack>
      {error && <Failure message={error} />}
      {notice && <Text mt="2">{notice}</Text>}
    </form>
  );
}

export function PlayerProfile() {
  const id = Number(useParams().id);
  const { operator } = useSession();
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['player', id], queryFn: () => api.player(id) });
  const [adjusted, setAdjusted] = useState(0);
  if (loading && !data) return <Loading />;
  if (error || !data) return <Failure message={error?.message ?? ''} />;
  const { player } = data;
  return (
    <Stack gap="5">
      <HStack flexWrap="wrap">
        <Heading size="lg">
          {player.username} · {player.usercode}
        </Heading>
        {data.lock ? <Badge colorPalette="red">{t('Locked')}</Badge> : <Badge colorPalette="green">{t('Active')}</Badge>}
      </HStack>
      <PlayerReviewLine userId={player.id} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DataList.Root orientation="horizontal">
          {[
            [t('Name'), player.name],
            [t('E-mail'), player.email],
            [t('Phone'), `${player.phone}${data.smsVerified ? ` (${t('verified')})` : ''}`],
            [t('National ID'), player.personalNo],
            [t('Birth date'), data.birthDate],
            [t('Registered'), dateTime(player.createdAt)],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Text fontSize="sm" color="fg.muted">
            {t('Cash balance')}
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="player-balance">
            {money(data.balance)}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="2">
            {t('Bonus balance')}
          </Text>
          <Text fontSize="lg" fontWeight="semibold" data-testid="player-bonus-balance">
            {money(data.bonusBalance)}
          </Text>
          {data.lock && (
            <Text mt="2" fontSize="sm">
              {t('Locked by {operator} on {date}: {reason}', { operator: data.lock.by, date: dateTime(data.lock.at), reason: data.lock.reason })}
            </Text>
          )}
        </Box>
      </SimpleGrid>
      {operator && operatorMay(operator.role, 'playerLock') && <LockForm profile={data} onDone={() => void reload()} />}
      {operator && operatorMay(operator.role, 'adjust') && (
        <>
          <AdjustForm
            userId={player.id}
            onDone={() => {
              setAdjusted((count) => count + 1);
              void reload();
            }}
          />
          <PendingAdjustments userId={player.id} version={adjusted} onDone={() => void reload()} />
        </>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SendNotification userId={player.id} />
        <Box>
          <ResetPhone userId={player.id} verified={data.smsVerified} onDone={() => void reload()} />
        </Box>
      </SimpleGrid>
      <LinkedAccounts userId={player.id} />
      <ActivityTabs profile={data} onNoteAdded={() => void reload()} />
      <GameRecallPanel userId={player.id} />
    </Stack>
  );
}
