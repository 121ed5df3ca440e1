// The safer gambling review queue (docs/product/protection.md, "Safer gambling"): the players whose
// markers of harm or net deposits put them in review, open reviews first, with the evidence.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Heading, Link, Stack, Table } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { dateTime, money } from '../../../money';
import { saferGamblingApi } from '../api/calls';
import { Markers } from './Markers';
import { OUTCOME_LABEL } from './labels';

const STATES = ['open', 'closed'] as const;

export function ReviewQueuePage() {
  const [state, setState] = useState<(typeof STATES)[number]>('open');
  const { data, error, isFetching: loading } = useQuery({ queryKey: ['harm-reviews', state], queryFn: () => saferGamblingApi.reviews({ state }) });
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Safer gambling')}</Heading>
      <HStack role="tablist">
        {STATES.map((each) => (
          <Button key={each} role="tab" aria-selected={each === state} size="sm" variant={each === state ? 'solid' : 'outline'} onClick={() => setState(each)}>
            {each === 'open' ? t('In review') : t('Closed')}
          </Button>
        ))}
      </HStack>
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Markers')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Net deposit (30 days)')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Opened')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(reviews) =>
          reviews.map((review) => (
            <Table.Row key={review.id} data-testid={`harm-review-${review.id}`}>
              <Table.Cell>
                <Link asChild>
                  <RouterLink to={`/players/${review.userId}`}>{review.username}</RouterLink>
                </Link>
                {review.depositsPaused && review.closedAt === null && (
                  <Badge ml="2" colorPalette="red">
                    {t('Deposits paused')}
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>
                <Markers markers={review.markers} />
              </Table.Cell>
              <Table.Cell textAlign="end">{money(review.netDeposit30d)}</Table.Cell>
              <Table.Cell>
                {dateTime(review.openedAt)}
                {review.outcome && <Badge ml="2">{t(OUTCOME_LABEL[review.outcome])}</Badge>}
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/safer-gambling/${review.id}`} aria-label={t('Open the review of {player}', { player: review.username })}>
                    {t('Open')}
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
