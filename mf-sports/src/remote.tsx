import { defineRemote } from '@arena/remote-kit';
import { EsportsPage, EventPage, LiveSportsPage, SportsPage } from './features/catalogue';
import { MyBetsPage } from './features/my-bets';

export default defineRemote('sports', {
  sports: SportsPage,
  'live-sports': LiveSportsPage,
  esports: EsportsPage,
  event: EventPage,
  'my-bets': MyBetsPage,
});
