export { SportsPage } from './components/SportsPage';
export { LiveSportsPage } from './components/LiveSportsPage';
export { EsportsPage } from './components/EsportsPage';
export { EventPage } from './components/EventPage';
