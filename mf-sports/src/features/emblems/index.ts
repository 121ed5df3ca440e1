export { CountryFlag } from './components/CountryFlag';
export { TeamCrest } from './components/TeamCrest';
