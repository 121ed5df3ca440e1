export { BetSlip } from './components/BetSlip';
export { betSlip, useBetSlip, type SlipSelection } from './hooks/useBetSlip';
