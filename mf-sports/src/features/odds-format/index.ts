// the store lives with the bet cards in @arena/account-ui: the account's bet cards show the same format
export { useOddsFormat, oddsFormat } from '@arena/account-ui';
export { OddsFormatSelect } from './components/OddsFormatSelect';
