// Blackjack: the bet deals a round, then the player acts until it is done; only the actions the studio
// allows now have a button. Cards are drawn with CSS from the indexes the studio sends (the hole card
// arrives only at the end). A round left open (a reload, a restart) is put back on the table on load.
// Only the cards new to the table are dealt (they slide in one after another, with a sound); the cards
// shown are always the studio's.
import type { BlackjackActionName, BlackjackPlay, BlackjackTable } from '@arena/contracts';
import { cardRank, cardSuit, handResult, handValue, type BlackjackOutcome } from '@arena/provably-fair/blackjack';
import { startGame, type FrameView, type Round } from './game';
import { call, CallError, element, t } from './page';
import { play } from './sound';

const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-action]'));

function cardElement(card: number | null): HTMLElement {
  const node = document.createElement('div');
  if (card === null) {
    node.className = 'bj-card back';
    return node;
  }
  const suit = cardSuit(card);
  node.className = `bj-card ${suit === '♥' || suit === '♦' ? 'red' : 'black'}`;
  const rank = document.createElement('b');
  rank.textContent = cardRank(card);
  const mark = document.createElement('span');
  mark.textContent = suit;
  node.append(rank, mark);
  return node;
}

const totalText = (cards: readonly number[]) => {
  const { total, soft } = handValue(cards);
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
};

/** a finished hand's result as the player reads it */
function handText(table: BlackjackTable, index: number): string {
  const state = { cursor: 0, dealer: table.dealer, hands: table.hands, active: table.active, phase: table.phase, insurance: table.insurance, actions: [] };
  const result = handResult(state, index);
  if (result === 'loss' && handValue(table.hands[index].cards).total > 21) return t('Bust');
  return { blackjack: t('Blackjack'), win: t('Win'), push: t('Push'), loss: t('Loss') }[result];
}

/** the round on the table and how many cards of each hand it shows already ('dealer', then each hand's index) */
const onTable = { round: 0, counts: new Map<string, number>() };

/** a hand's cards, those new to the table marked to be dealt in turn after `order` others this step */
function dealtCards(key: string, cards: readonly (number | null)[], order: { next: number }): HTMLElement[] {
  const before = onTable.counts.get(key) ?? 0;
  onTable.counts.set(key, cards.length);
  return cards.map((card, index) => {
    const node = cardElement(card);
    if (index >= before) {
      node.classList.add('dealt');
      node.style.setProperty('--deal', String(order.next++));
    }
    return node;
  });
}

function show(table: BlackjackTable, roundId: number) {
  const done = table.phase === 'done';
  if (onTable.round !== roundId) {
    onTable.round = roundId;
    onTable.counts.clear();
  }
  const order = { next: 0 };
  // the hole card face down until the round is done (dealt with the first cards; turned, it counts as new)
  const hole = done ? [] : [cardElement(null)];
  if (!done && !onTable.counts.has('dealer')) hole[0].classList.add('dealt');
  element('dealer').replaceChildren(...dealtCards('dealer', table.dealer, order), ...hole);
  element('dealer-total').textContent = totalText(table.dealer);
  element('hands').replaceChildren(
    ...table.hands.map((hand, index) => {
      const seat = document.createElement('div');
      seat.className = `bj-seat${table.phase === 'player' && index === table.active ? ' active' : ''}`;
      const heading = document.createElement('h2');
      heading.textContent = `${totalText(hand.cards)}${hand.doubled ? ' ×2' : ''}${done ? ` · ${handText(table, index)}` : ''}`;
      const cards = document.createElement('div');
      cards.className = 'bj-cards';
      cards.append(...dealtCards(`hand-${index}`, hand.cards, order));
      seat.append(heading, cards);
      return seat;
    }),
  );
  element('insurance-question').hidden = table.phase !== 'insurance';
  for (const button of buttons) {
    button.hidden = !table.legal.includes(button.dataset.action as BlackjackActionName);
    button.disabled = false;
  }
  if (order.next > 0) play('deal');
}

/** the player's next action: resolved by a click on one of the shown buttons */
const nextAction = () =>
  new Promise<BlackjackActionName>((resolve) => {
    const click = (event: Event) => {
      for (const button of buttons) {
        button.removeEventListener('click', click);
        // one action at a time: no second click before the studio answered
        button.disabled = true;
      }
      resolve((event.currentTarget as HTMLButtonElement).dataset.action as BlackjackActionName);
    };
    for (const button of buttons) button.addEventListener('click', click);
  });

/** plays an open round to its end: each click one call, a refused one (no funds to double) shown and asked again */
async function playOut(open: BlackjackPlay, frame: FrameView): Promise<Round<BlackjackOutcome>> {
  let current = open;
  for (;;) {
    show(current.table, current.round.id);
    frame.showBalance(current.round.balance);
    if (current.table.phase === 'done') return current.round as Round<BlackjackOutcome>;
    const action = await nextAction();
    try {
      // the step this hand was shown at: an action the server has already moved past is refused, not applied twice
      current = await call<BlackjackPlay>('originals/blackjack/action', frame.token, { roundId: current.round.id, action, step: current.table.step });
    } catch (error) {
      frame.fail(error);
      // refused for a stale step: play on from the hand as the server has it
      if (error instanceof CallError && error.status === 409 && error.data) current = error.data as BlackjackPlay;
    }
  }
}

startGame<BlackjackOutcome>({
  game: 'blackjack',
  refresh: () => undefined,
  resultText: ({ hands, dealer }) => `${hands.map((hand) => handValue(hand.cards).total).join(', ')} – ${handValue(dealer).total}`,
  play: async (amount, frame) => playOut(await call<BlackjackPlay>('originals/blackjack/deal', frame.token, { amount }), frame),
  async resume(frame) {
    const open = await call<BlackjackPlay | null>('originals/blackjack/active', frame.token);
    if (!open) return null;
    element('outcome').textContent = t('Your open round is back on the table.');
    return playOut(open, frame);
  },
  finishedText: (round) => (round.win > 0 && round.win === round.amount ? t('Push') : undefined),
});
