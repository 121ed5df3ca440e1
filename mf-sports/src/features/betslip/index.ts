export { BetSlip } from './components/BetSlip';
export { betSlip, useBetSlip, type SlipSelection, type SlipSettings } from './hooks/useBetSlip';
export { useSportsSettings } from './hooks/useSportsSettings';
