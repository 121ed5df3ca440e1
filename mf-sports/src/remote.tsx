import { defineRemote } from '@arena/remote-kit';
import { SportsPage } from './features/sportsbook/components/SportsPage';
import { LiveSportsPage } from './features/sportsbook/components/LiveSportsPage';
import { EsportsPage } from './features/sportsbook/components/EsportsPage';

export default defineRemote('sports', {
  sports: SportsPage,
  'live-sports': LiveSportsPage,
  esports: EsportsPage,
});
