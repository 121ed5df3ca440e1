import { useQuery } from '@tanstack/react-query';
// Arena Originals: each game's stake limits (an admin's over the configured defaults), the slots' RTP
// variants (admins) and the players' seed rotations (provably fair: a rotation reveals the server seed
// of the rounds played with it).
import { Badge, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorOriginalsLimits } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable, Notice } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { dateTime, money, parseLira } from '../../../money';
import { gamesApi } from '../api/calls';
import { SettingForm } from './SettingForm';
import { VariantsSection } from './VariantsSection';

function LimitsForm({ games, onSaved }: { games: OperatorOriginalsLimits['game'][]; onSaved: (message: string) => void }) {
  const request = (form: HTMLFormElement, reset: boolean) => {
    const game = fieldOf(form, 'game') as OperatorOriginalsLimits['game'];
    if (reset) return () => gamesApi.setLimits({ game, minBet: null, maxBet: null });
    const minBet = parseLira(fieldOf(form, 'min'));
    const maxBet = parseLira(fieldOf(form, 'max'));
    if (!minBet || !maxBet) return t('Enter an amount such as 150 or 150.50.');
    return () => gamesApi.setLimits({ game, minBet, maxBet });
  };
  return (
    <SettingForm title={t('Set stake limits')} clear={{ label: t('Back to defaults') }} request={request} onSaved={onSaved}>
      <SelectField label={t('Game')} name="game" options={games.map((game) => ({ value: game, label: game }))} />
      <TextField label={t('Minimum stake (₺)')} name="min" inputMode="decimal" autoComplete="off" />
      <TextField label={t('Maximum stake (₺)')} name="max" inputMode="decimal" autoComplete="off" />
    </SettingForm>
  );
}

export function OriginalsSection({ maySetLimits }: { maySetLimits: boolean }) {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['originals'], queryFn: () => gamesApi.originals() });
  const { notice, setNotice, done } = useNotice(reload);
  return (
    <Stack gap="4">
      <Notice text={notice} />
      <LoadedTable
        load={{ data: data?.games, error, loading }}
        columns={
          <>
            <Table.ColumnHeader>{t('Game')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Minimum stake')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Maximum stake')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Source')}</Table.ColumnHeader>
          </>
        }
      >
        {(games) =>
          games.map((game) => (
            <Table.Row key={game.game}>
              <Table.Cell>{game.game}</Table.Cell>
              <Table.Cell textAlign="end">{money(game.minBet)}</Table.Cell>
              <Table.Cell textAlign="end">{money(game.maxBet)}</Table.Cell>
              <Table.Cell>
                {game.overridden ? (
                  <Badge colorPalette="purple">
                    {t('Back office (defaults {min}–{max})', { min: money(game.defaults.minBet), max: money(game.defaults.maxBet) })}
                  </Badge>
                ) : (
                  <Badge>{t('Server defaults')}</Badge>
                )}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
      {maySetLimits && data && <LimitsForm games={data.games.map(({ game }) => game)} onSaved={done} />}
      {maySetLimits && <VariantsSection onSwitched={setNotice} />}
      {data && (
        <Stack gap="2">
          <Heading size="md">{t('Seed rotations')}</Heading>
          <Text>{t('{players} players rotated their seeds, {total} rotations in all.', { players: data.rotations.players, total: data.rotations.total })}</Text>
          <LoadedTable
            load={{ data: data.rotations.last, loading: false }}
            empty={t('No rotations yet.')}
            columns={
              <>
                <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Rounds')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Server seed hash')}</Table.ColumnHeader>
              </>
            }
          >
            {(rotations) =>
              rotations.map((rotation) => (
                <Table.Row key={`${rotation.serverSeedHash}`}>
                  <Table.Cell>{dateTime(rotation.at)}</Table.Cell>
                  <Table.Cell>{rotation.username}</Table.Cell>
                  <Table.Cell textAlign="end">{rotation.rounds}</Table.Cell>
                  <Table.Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                    {rotation.serverSeedHash}
                  </Table.Cell>
                </Table.Row>
              ))
            }
          </LoadedTable>
        </Stack>
      )}
    </Stack>
  );
}
