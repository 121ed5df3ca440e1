// The margins: the site's default (SPORTS_MARGIN_BP), and per sport or per sport and market type; a
// margin set here reprices the open markets at once. Entered in percent with up to two decimals.
import { useCallback, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { MARKET_TYPES, SPORTS_MARGIN_MAX_BP, type MarketType, type SportId } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure, Loading } from '../../../layout/states';
import { sportsApi } from '../api/calls';
import { SPORT_OPTIONS } from './EventList';
import { percent } from './odds';
import { Outcome } from './Outcome';
import { SelectField } from '../../../layout/SelectField';
import { TextField } from '../../../layout/TextField';

/** "6", "6.5", "6,25" → basis points; undefined for anything else or above the maximum */
function parsePercent(text: string): number | undefined {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= SPORTS_MARGIN_MAX_BP ? bp : undefined;
}

export function MarginsPanel() {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['sportsMargins'], queryFn: () => sportsApi.margins() });
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const save = useCallback(
    (sportId: SportId, marketType: MarketType | null, marginBp: number | null) => {
      setNotice(undefined);
      setFailure(undefined);
      sportsApi.setMargin({ sportId, marketType, marginBp }).then(
        (message) => {
          setNotice(message);
          void reload();
        },
        (refusal: Error) => setFailure(refusal.message),
      );
    },
    [reload],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const marginBp = parsePercent(fieldOf(form, 'margin'));
    if (marginBp === undefined) {
      setFailure(t('Enter a margin in percent, such as 6 or 6.5 (at most 50).'));
      return;
    }
    save(fieldOf(form, 'sport') as SportId, (fieldOf(form, 'market') || null) as MarketType | null, marginBp);
  };

  if (loading && !data) return <Loading />;
  return (
    <>
      {error && <Failure message={error.message} />}
      {data && <Text>{t('Default margin: {margin}', { margin: percent(data.defaultBp) })}</Text>}
      <form onSubmit={submit} aria-label={t('Set a margin')}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" alignItems="end">
          <SelectField label={t('Sport')} name="sport" defaultValue="football" options={SPORT_OPTIONS} />
          <SelectField label={t('Market')} name="market" any={t('Every market')} options={MARKET_TYPES.map((type) => ({ value: type, label: type }))} />
          <TextField label={t('Margin (%)')} name="margin" inputMode="decimal" />
          <Button type="submit">{t('Save')}</Button>
        </SimpleGrid>
      </form>
      <Outcome notice={notice} failure={failure} />
      {data && data.margins.length === 0 && <Text color="fg.muted">{t('No margins of their own: every market uses the default.')}</Text>}
      {data && data.margins.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Sport')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Market')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Margin')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.margins.map((margin) => {
                const market = margin.marketType ?? t('Every market');
                return (
                  <Table.Row key={`${margin.sportId}:${market}`}>
                    <Table.Cell>{margin.sportId}</Table.Cell>
                    <Table.Cell>{market}</Table.Cell>
                    <Table.Cell textAlign="end">{percent(margin.marginBp)}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t('Remove the margin of {sport} {market}', { sport: margin.sportId, market })}
                        onClick={() => save(margin.sportId, margin.marketType, null)}
                      >
                        {t('Remove')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
