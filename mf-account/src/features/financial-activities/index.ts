// What other features of the account remote reuse: the date-time of a money movement.
export { ActivityTime } from './components/ActivityParts';
