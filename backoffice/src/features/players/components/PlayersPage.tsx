import { useEffect, useState, type FormEvent } from 'react';
import { Badge, Button, HStack, Heading, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { OperatorPlayerSummary } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Empty, Failure, Loading } from '../../../layout/states';
import { fieldOf } from '../../../layout/form';
import { TextField } from '../../../layout/TextField';

/** Search by username, name, e-mail, phone, national ID or user code; the query stays in the address (back returns to it). */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const [results, setResults] = useState<OperatorPlayerSummary[]>();
  const [error, setError] = useState<string>();
  const [loading, setLoading] = useState(false);

  const query = params.get('q') ?? '';
  useEffect(() => {
    if (!query) return;
    let current = true;
    setLoading(true);
    setError(undefined);
    api
      .players(query)
      .then(
        (found) => current && setResults(found),
        (failure: Error) => current && setError(failure.message),
      )
      .finally(() => current && setLoading(false));
    // a newer query's answer wins over an older one arriving late
    return () => {
      current = false;
    };
  }, [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = fieldOf(event.currentTarget, 'q').trim();
    if (q) setParams({ q });
  };

  return (
    <Stack gap="4">
      <Heading size="lg">{t('Players')}</Heading>
      <form onSubmit={submit} role="search">
        <HStack align="flex-end">
          <TextField label={t('Username, name, e-mail, phone, national ID or user code')} name="q" defaultValue={query} minLength={2} />
          <Button type="submit">{t('Search')}</Button>
        </HStack>
      </form>
      {loading && <Loading />}
      {error && <Failure message={error} />}
      {!loading && results?.length === 0 && <Empty text={t('No player found.')} />}
      {!loading && results && results.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('User code')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Username')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('E-mail')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Phone')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results.map((player) => (
                <Table.Row key={player.id}>
                  <Table.Cell>
                    <RouterLink to={`/players/${player.id}`}>{player.usercode}</RouterLink>
                  </Table.Cell>
                  <Table.Cell>{player.username}</Table.Cell>
                  <Table.Cell>{player.name}</Table.Cell>
                  <Table.Cell>{player.email}</Table.Cell>
                  <Table.Cell>{player.phone}</Table.Cell>
                  <Table.Cell>{player.locked ? <Badge colorPalette="red">{t('Locked')}</Badge> : <Badge colorPalette="green">{t('Active')}</Badge>}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
