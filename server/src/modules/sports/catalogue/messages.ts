// What the catalogue says when it refuses a trader's result or correction (the i18n catalogue translates them).
export { EVENT_NOT_FOUND } from './trading';
export const EVENT_NOT_ENDED = 'Only the result of an ended event can be corrected.';
export const PERIODS_DO_NOT_ADD_UP = 'The periods do not add up to the result.';
export const EVENT_HAS_RESULT = 'This event already has its result: correct it instead.';
export const EVENT_NOT_STARTED = 'A result can be entered only once the event has started.';
export const PERIODS_NEEDED = 'Give the score of every set or map, one by one.';
export const PERIOD_LEVEL = 'A set or map cannot end level.';
export const NOT_A_FINAL = "This score is not a final result in this sport's format.";
export const NO_WINNER = 'This event cannot end in a draw: its winner market needs a winner.';
export const TOO_MANY_HALVES = 'A football result has at most two halves.';
