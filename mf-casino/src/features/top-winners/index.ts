export { TopWinnersCard } from './components/TopWinnersCard';
