import { useMemo } from 'react';
import type { Sport, SportEventsQuery, SportId } from '@arena/contracts';
import { PageFrame, usePageRoute } from '@arena/remote-kit';
import { ExternalBook, useFramedBook } from '../../external-book';
import { Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { LIST_TAKE, useEventList, useSportsList } from '../hooks/useCatalogue';
import { CATALOGUES, type CatalogueKind } from '../paths';
import { CompetitionList } from './CompetitionList';
import { EVENT_ROW_HEIGHT } from './EventRow';
import { LoadError, RowsSkeleton } from './LoadStates';
import { SportMenu } from './SportMenu';
import { SportsLayout } from './SportsLayout';

/** A catalogue page: our own book's list, or the outside book it frames in external mode (/spor/fcg, /livespor/fcg, /esports/betco). */
export function CatalogueView({ kind }: { kind: CatalogueKind }) {
  const framed = useFramedBook();
  return framed ? (
    <PageFrame>
      <ExternalBook book={framed} />
    </PageFrame>
  ) : (
    <CatalogueList kind={kind} />
  );
}

/** A catalogue list (/spor, /livespor, /esports): its sports in the menu, the chosen sport's events by competition. */
function CatalogueList({ kind }: { kind: CatalogueKind }) {
  const t = useT();
  const { params } = usePageRoute();
  const { base, esport, live } = CATALOGUES[kind];
  // the book checks the sport (an unknown one is a failed list); SPORT_IDS would bring the schema library into the first paint
  const sportId = params.sport as SportId | undefined;
  const query: SportEventsQuery = { esport, ...(live && { live }), ...(sportId && { sportId }), take: LIST_TAKE };
  const sports = useSportsList();
  const list = useEventList(query);

  // one element while the sports stay as they are: a live update of the events leaves the menu be
  const menu = useMemo(() => {
    const count = (sport: Sport) => (live ? sport.liveCount : sport.eventCount);
    const menuSports = (sports.data ?? []).filter((sport) => sport.esport === esport && (!live || sport.liveCount > 0 || sport.id === sportId));
    return sports.data ? (
      <SportMenu sports={menuSports} base={base} active={sportId} count={count} />
    ) : sports.error ? (
      <LoadError message="Sports could not be loaded." onRetry={sports.retry} testId="sports-error" />
    ) : (
      // as tall as the phone's menu row (on a wide screen the menu is a column of its own)
      <RowsSkeleton rows={1} height={{ base: '48px', lg: '40px' }} testId="sports-loading" />
    );
  }, [sports.data, sports.error, sports.retry, live, esport, sportId, base]);

  return (
    <SportsLayout menu={menu}>
      {list.loading && <RowsSkeleton rows={6} height={EVENT_ROW_HEIGHT} testId="events-loading" />}
      {list.error !== null && <LoadError message="Events could not be loaded." onRetry={list.retry} testId="events-error" />}
      {list.data && list.data.events.length === 0 && (
        <Text color="arena.muted" py="6" textAlign="center" data-testid="events-empty">
          {t(live ? 'No live events' : 'No events')}
        </Text>
      )}
      {list.data && list.data.events.length > 0 && (
        <CompetitionList
          competitions={list.data.competitions}
          events={list.data.events}
          // a live list holds every live event: the competitions' counts include events not live yet
          onShowAll={live ? undefined : list.expand}
          expanding={list.expanding}
        />
      )}
    </SportsLayout>
  );
}
