// Arena Originals: each game's stake limits (an admin's over the configured defaults), the slots' RTP
// variants (admins) and the players' seed rotations (provably fair: a rotation reveals the server seed
// of the rounds played with it).
import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, HStack, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorOriginalsLimits } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { Failure, LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { dateTime, money, parseLira } from '../../../money';
import { gamesApi } from '../api/calls';
import { VariantsSection } from './VariantsSection';

function LimitsForm({ games, onSaved }: { games: OperatorOriginalsLimits['game'][]; onSaved: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = (form: HTMLFormElement, reset: boolean) => {
    const game = fieldOf(form, 'game') as OperatorOriginalsLimits['game'];
    const minBet = parseLira(fieldOf(form, 'min'));
    const maxBet = parseLira(fieldOf(form, 'max'));
    if (!reset && (!minBet || !maxBet)) {
      setError(t('Enter an amount such as 150 or 150.50.'));
      return;
    }
    setBusy(true);
    setError(undefined);
    gamesApi
      .setLimits(reset ? { game, minBet: null, maxBet: null } : { game, minBet: minBet!, maxBet: maxBet! })
      .then(
        (message) => {
          form.reset();
          onSaved(message);
        },
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {t('Set stake limits')}
      </Heading>
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send(event.currentTarget, false);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <SelectField label={t('Game')} name="game" options={games.map((game) => ({ value: game, label: game }))} />
          <Field.Root>
            <Field.Label>{t('Minimum stake (₺)')}</Field.Label>
            <Input name="min" inputMode="decimal" autoComplete="off" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('Maximum stake (₺)')}</Field.Label>
            <Input name="max" inputMode="decimal" autoComplete="off" />
          </Field.Root>
          <HStack>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
            <Button variant="outline" disabled={busy} onClick={(event) => send(event.currentTarget.form!, true)}>
              {t('Back to defaults')}
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      {error && <Failure message={error} />}
    </Box>
  );
}

export function OriginalsSection({ maySetLimits }: { maySetLimits: boolean }) {
  const { data, error, loading, reload } = useLoad(useCallback(() => gamesApi.originals(), []));
  const [notice, setNotice] = useState<string>();
  return (
    <Stack gap="4">
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
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
      {maySetLimits && data && (
        <LimitsForm
          games={data.games.map(({ game }) => game)}
          onSaved={(message) => {
            setNotice(message);
            void reload();
          }}
        />
      )}
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
