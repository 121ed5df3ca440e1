// Game recall's panels for the player page and the dashboard.
export { GameRecallPanel } from './components/GameRecallPanel';
export { UnfinishedRoundsPanel } from './components/UnfinishedRoundsPanel';
