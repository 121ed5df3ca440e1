import { RemotePages } from '@arena/remote-kit';
import { SportsPage } from './features/sportsbook/components/SportsPage';
import { LiveSportsPage } from './features/sportsbook/components/LiveSportsPage';
import { EsportsPage } from './features/sportsbook/components/EsportsPage';

const pages = {
  sports: SportsPage,
  'live-sports': LiveSportsPage,
  esports: EsportsPage,
};

export function App() {
  return <RemotePages remote="sports" pages={pages} />;
}
