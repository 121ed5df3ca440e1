// The casino catalogue, disabled games included: search by name or code, filter by provider and
// category, page through, and open a game's settings.
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { CASINO_PROVIDER_NAMES, type OperatorGame, type OperatorGamesQuery } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { useQueryLoad } from '../../../layout/useQueryLoad';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable, Notice } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { gamesApi } from '../api/calls';
import { GameEditor } from './GameEditor';

const PAGE = 50;

export function CatalogueSection() {
  const { query, setQuery, data, error, isFetching: loading, refetch: reload } = useQueryLoad('catalogueGames', { skip: 0, take: PAGE }, gamesApi.games);
  const [editing, setEditing] = useState<OperatorGame>();
  const { notice, done } = useNotice(reload);
  const names = new Map((data?.categories ?? []).map(({ id, name }) => [id, name]));
  const skip = query.skip ?? 0;

  const filter = (form: HTMLFormElement) => {
    const search = fieldOf(form, 'search').trim();
    const provider = fieldOf(form, 'provider');
    const category = fieldOf(form, 'category');
    setQuery({
      skip: 0,
      take: PAGE,
      ...(search && { search }),
      ...(provider && { provider: provider as OperatorGamesQuery['provider'] }),
      ...(category && { category: Number(category) }),
    });
  };

  return (
    <Stack gap="4">
      <FilterBar onApply={filter}>
        <TextField label={t('Search')} name="search" placeholder={t('Name or code')} />
        <SelectField
          label={t('Provider')}
          name="provider"
          any={t('All providers')}
          options={CASINO_PROVIDER_NAMES.map((name) => ({ value: name, label: name }))}
        />
        <SelectField
          label={t('Category')}
          name="category"
          any={t('All categories')}
          options={(data?.categories ?? []).map(({ id, name }) => ({ value: String(id), label: name }))}
        />
      </FilterBar>
      <Notice text={notice} />
      {editing && data && (
        <GameEditor
          key={editing.gameCode}
          game={editing}
          categories={data.categories}
          onClose={() => setEditing(undefined)}
          onSaved={(message) => {
            setEditing(undefined);
            done(message);
          }}
        />
      )}
      <LoadedTable
        load={{ data: data?.games, error, loading }}
        empty={t('No games found.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Game')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Provider')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Categories')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Order')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(games) =>
          games.map((game) => (
            <Table.Row key={game.gameCode}>
              <Table.Cell>
                <Text>{game.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {game.gameCode} · {game.system}
                </Text>
              </Table.Cell>
              <Table.Cell>{game.providerName}</Table.Cell>
              <Table.Cell fontSize="xs">{game.categories.map((id) => names.get(id) ?? id).join(', ')}</Table.Cell>
              <Table.Cell textAlign="end">{game.sort}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={game.enabled ? 'green' : 'gray'}>{t(game.enabled ? 'Shown' : 'Hidden')}</Badge>
              </Table.Cell>
              <Table.Cell>
                <Button size="sm" variant="outline" aria-label={t('Edit {name}', { name: game.name })} onClick={() => setEditing(game)}>
                  {t('Edit')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
      {data && data.total > PAGE && (
        <HStack>
          <Button size="sm" variant="outline" disabled={skip === 0} onClick={() => setQuery({ ...query, skip: Math.max(skip - PAGE, 0) })}>
            {t('Previous')}
          </Button>
          <Text fontSize="sm">{t('{from}–{to} of {total}', { from: skip + 1, to: Math.min(skip + PAGE, data.total), total: data.total })}</Text>
          <Button size="sm" variant="outline" disabled={skip + PAGE >= data.total} onClick={() => setQuery({ ...query, skip: skip + PAGE })}>
            {t('Next')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
