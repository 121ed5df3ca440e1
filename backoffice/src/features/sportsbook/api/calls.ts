// The Sportsbook screen's calls (operatorEndpoints operatorSports*), answering the reply's data or message.
import type {
  OperatorSportsBet,
  OperatorSportsBetsQuery,
  OperatorSportsEvent,
  OperatorSportsEventDetail,
  OperatorSportsEventsQuery,
  OperatorSportsMargin,
  OperatorSportsMargins,
  OperatorSportsResult,
  OperatorSportsSuspend,
} from '@arena/contracts';
import { http } from '../../../api/client';

const data = async <T>(request: Promise<{ data: { data: T } }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export const sportsApi = {
  events: (query: OperatorSportsEventsQuery) => data<OperatorSportsEvent[]>(http.get('sports/events', { params: query })),
  event: (id: number) => data<OperatorSportsEventDetail>(http.get(`sports/events/${id}`)),
  suspend: (body: OperatorSportsSuspend) => message(http.post('sports/suspend', body)),
  margins: () => data<OperatorSportsMargins>(http.get('sports/margins')),
  setMargin: (body: OperatorSportsMargin) => message(http.post('sports/margins', body)),
  bets: (query: OperatorSportsBetsQuery) => data<OperatorSportsBet[]>(http.get('sports/bets', { params: query })),
  enterResult: (body: OperatorSportsResult) => message(http.post('sports/settle', body)),
  correctResult: (body: OperatorSportsResult) => message(http.post('sports/result', body)),
};
