export { PlayerReviewLine } from './components/PlayerReviewLine';
export { ReviewPage } from './components/ReviewPage';
export { ReviewQueuePage } from './components/ReviewQueuePage';
