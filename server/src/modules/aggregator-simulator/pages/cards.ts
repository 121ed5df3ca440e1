// Cards as the simulator's table games draw them (baccarat and blackjack share it): a card is its index
// 0–51 (../games/cards.ts), drawn as its rank and suit.
export const CARD_CSS =
  `.hand{display:flex;gap:.4rem;min-height:5.6rem;justify-content:center}` +
  `.card{width:3.8rem;height:5.4rem;border-radius:.45rem;background:#fbfaf6;color:#14151a;display:grid;place-items:center;font:800 1.35rem/1 system-ui,sans-serif;box-shadow:0 2px 6px #0008;animation:deal .3s ease-out}` +
  `.card.red{color:#d7263d}.card.back{background:repeating-linear-gradient(45deg,#1c3d8f 0 6px,#2a52be 6px 12px)}` +
  `@keyframes deal{from{transform:translateY(-1.5rem) rotate(-8deg);opacity:0}}`;

/** the card helpers of the page's script */
export const CARD_SCRIPT = `
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardEl = (card) => {
  const el = document.createElement('span');
  if (card === null) { el.className = 'card back'; el.setAttribute('aria-label', data.texts['Face-down card'] ?? ''); return el; }
  const suit = Math.floor(card / 13);
  el.className = suit === 1 || suit === 2 ? 'card red' : 'card';
  el.textContent = RANKS[card % 13] + SUITS[suit];
  return el;
};
/** deals the cards into the hand one by one */
const dealInto = async (id, cards, from = 0) => {
  const hand = $(id);
  if (from === 0) hand.replaceChildren();
  for (const card of cards.slice(from)) { hand.append(cardEl(card)); await wait(280); }
};`;
