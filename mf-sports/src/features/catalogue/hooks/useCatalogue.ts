import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { ApiError, type Endpoints } from '@arena/api-client';
import { SPORTS_ROOMS, type SportEventsQuery, type SportsUpdate } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';
import { applyToEvent, applyToMarkets, useSportsRoom } from '../../live-updates';

/** the most events a list asks for at once (the soonest first), and for one competition */
export const LIST_TAKE = 40;
const COMPETITION_TAKE = 200;
/** the feed turns a fixture live a moment after its start: the list asks again this long after a kick-off */
export const KICK_OFF_GRACE_MS = 5_000;
/** …and this often while a fixture whose start has passed is still pre-match */
export const KICK_OFF_RETRY_MS = 30_000;
/** setTimeout's longest wait */
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * What a catalogue screen reads of a query: its answer, whether it is loading, and its failure (none
 * once there is an answer: a failed refresh behind what is shown leaves it as it was). `retry` asks
 * again from scratch (placeholders, then the answer or the failure).
 */
function useLoaded<T>(result: UseQueryResult<T>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const retry = useCallback(() => void queryClient.resetQueries({ queryKey, exact: true }), [queryClient, queryKey]);
  return {
    data: result.data,
    loading: result.isPending && result.fetchStatus === 'fetching',
    error: result.data === undefined ? result.error : null,
    retry,
  };
}

const SPORTS_KEY = ['sports'];

/** Every sport with its counts (the sport menu). */
export function useSportsList() {
  const api = useApi();
  return useLoaded(useQuery({ queryKey: SPORTS_KEY, queryFn: () => api.sportsList() }), SPORTS_KEY);
}

/** A list's query; its key is typed, so a live update writes the list's own shape into the cache. */
const eventsQuery = (api: Endpoints, query: SportEventsQuery) => queryOptions({ queryKey: ['sportEvents', query], queryFn: () => api.sportEvents(query) });
type EventsReply = Awaited<ReturnType<Endpoints['sportEvents']>>;

/**
 * A list of events with their competitions. While it shows a live event (or lists live events only),
 * it hears the live room and keeps scores, statuses and main-market prices current; an event that
 * ended leaves the list. A live list asks again (behind what it shows) once for each event that went
 * live since it was loaded, so new live events join it. A list showing pre-match events asks again when
 * the first of them kicks off, so it turns live (and the live room is heard) without a reload.
 */
export function useEventList(query: SportEventsQuery) {
  const api = useApi();
  const queryClient = useQueryClient();
  const latestQuery = useRef(query);
  useEffect(() => {
    latestQuery.current = query;
  });
  const options = eventsQuery(api, query);
  const result = useQuery(options);
  const list = useLoaded(result, options.queryKey);
  const { data } = list;
  const { refetch } = result;
  /** asks again behind what is shown: the answer replaces it, a failure leaves it */
  const refresh = useCallback(() => void refetch(), [refetch]);
  /** changes a loaded list (a live update, a competition's every event) */
  const setEvents = useCallback(
    (of: SportEventsQuery, update: (current: EventsReply) => EventsReply) =>
      queryClient.setQueryData(eventsQuery(api, of).queryKey, (current) => current && update(current)),
    [api, queryClient],
  );
  const shown = useRef<ReadonlySet<number>>(new Set());
  const asked = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(data?.events.map((event) => event.id));
  }, [data]);

  const onUpdate = useCallback(
    (update: SportsUpdate) => {
      setEvents(latestQuery.current, (current) => ({
        ...current,
        events: current.events.map((event) => applyToEvent(event, update)).filter((event) => event.status === 'prematch' || event.status === 'live'),
      }));
      // an event of another sport (or an e-sport) is never shown: one ask per event keeps that cheap
      const wentLive = update.events.filter((event) => event.status === 'live' && !shown.current.has(event.id) && !asked.current.has(event.id));
      if (query.live && wentLive.length > 0) {
        for (const event of wentLive) asked.current.add(event.id);
        refresh();
      }
    },
    [setEvents, refresh, query.live],
  );
  const nextKickOff = useMemo(() => {
    const starts = (data?.events ?? []).filter((event) => event.status === 'prematch').map((event) => Date.parse(event.startsAt));
    return starts.length > 0 ? Math.min(...starts) : null;
  }, [data]);
  useEffect(() => {
    if (nextKickOff === null) return;
    const untilLive = nextKickOff + KICK_OFF_GRACE_MS - Date.now();
    const timer = setTimeout(refresh, Math.min(untilLive > 0 ? untilLive : KICK_OFF_RETRY_MS, LONGEST_WAIT_MS));
    return () => clearTimeout(timer);
  }, [nextKickOff, refresh]);

  // once loaded: a list that failed to load has nothing to keep current
  const watchLive = data !== undefined && (query.live === true || data.events.some((event) => event.status === 'live'));
  useSportsRoom(watchLive ? SPORTS_ROOMS.live : null, onUpdate);

  // a list shows the first events only; a competition's every event is asked for when the player wants them
  const [expanding, setExpanding] = useState<ReadonlySet<number>>(new Set());
  const expand = useCallback(
    (competitionId: number) => {
      const done = () =>
        setExpanding((current) => {
          const next = new Set(current);
          next.delete(competitionId);
          return next;
        });
      setExpanding((current) => new Set(current).add(competitionId));
      const of = latestQuery.current;
      api
        .sportEvents({ ...of, competitionId, take: COMPETITION_TAKE })
        .then((reply) =>
          setEvents(of, (current) => ({ ...current, events: [...current.events.filter((event) => event.competitionId !== competitionId), ...reply.events] })),
        )
        // the api client has shown the failure; the competition keeps its Show all
        .catch(() => undefined)
        .finally(done);
    },
    [api, setEvents],
  );
  return { ...list, expand, expanding };
}

/** One event's query (a path that names no event id asks nothing). */
const eventQuery = (api: Endpoints, id: number, valid: boolean) =>
  queryOptions({ queryKey: ['sportEvent', id], queryFn: valid ? () => api.sportEvent({ id }) : skipToken });

/** One event with all its markets, kept current through the event's room once loaded; `notFound` when the book has no such event. */
export function useEventDetail(id: number) {
  const api = useApi();
  // a path that names no event id asks nothing: it is not found
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const options = eventQuery(api, id, valid);
  const detail = useLoaded(useQuery(options), options.queryKey);
  const onUpdate = useCallback(
    (update: SportsUpdate) =>
      queryClient.setQueryData(eventQuery(api, id, true).queryKey, (current) =>
        current ? { event: applyToEvent(current.event, update), markets: applyToMarkets(current.markets, update) } : current,
      ),
    [api, id, queryClient],
  );
  useSportsRoom(detail.data ? SPORTS_ROOMS.event(detail.data.event.id) : null, onUpdate);
  const notFound = !valid || (detail.error instanceof ApiError && detail.error.status === 404);
  return { ...detail, notFound };
}
