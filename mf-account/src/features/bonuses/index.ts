// What the account remote's protection and statement screens reuse: loading one answer, a failed load
// with Retry, the confirmation before an irreversible step, and the site's date, percent and text helpers.
export { useFetched } from './hooks/use-fetched';
export { LoadFailure } from './components/LoadFailure';
export { ConfirmDialog } from './components/ConfirmDialog';
export { fill, formatDateTime } from './components/bonus-terms';
