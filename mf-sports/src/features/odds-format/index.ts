export { useOddsFormat, oddsFormat } from './hooks/useOddsFormat';
export { OddsFormatSelect } from './components/OddsFormatSelect';
