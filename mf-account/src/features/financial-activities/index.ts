// What other features of the account remote reuse: the pager and the date-time of a money movement.
export { ActivityPager } from './components/ActivityPager';
export { ActivityTime } from './components/ActivityParts';
