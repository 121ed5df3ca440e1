// What other modules use of the studio's pages: the verify page's address for a round (transaction/gamehistory's proof links).
export { verifyHref } from './game-math';
