/**
 * @jest-environment jsdom
 */
// The Blackjack client in a document as the server renders it: a bet deals (the hole card face down),
// only the allowed actions have a button, a click sends the action, and the finished round moves the
// balance, the net position and the history; a round left open is put back on the table on load.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { answerFetch, loadClientPage, type Reply } from './testing/client-page';

function openPage(replies: Record<string, Reply>) {
  const fetchMock = answerFetch(replies);
  loadClientPage('blackjack');
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = (id: string) => document.getElementById(id)!.textContent;
const shown = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[data-action]:not([hidden])'), (button) => button.dataset.action);
const cards = (id: string) => Array.from(document.querySelectorAll(`#${id} .bj-card`), (card) => card.textContent || 'back');

// 10♦ 7♥ against K♠ with 6♣ in the hole; the dealer draws 10♦ and busts
const round = {
  id: 12,
  game: 'blackjack',
  amount: 1000,
  multiplier: 0,
  win: 0,
  outcome: null,
  nonce: 4,
  serverSeedHash: 'cd34',
  clientSeed: 'arena',
  serverSeed: null,
  status: 1,
  createdAt: '2026-11-23T10:00:00.000Z',
  balance: 9000,
};
const open = {
  round,
  table: {
    bet: 1000,
    phase: 'player',
    dealer: [46],
    hands: [{ cards: [32, 21], doubled: false }],
    active: 0,
    insurance: null,
    legal: ['hit', 'stand', 'double'],
    step: 0,
  },
};
const done = {
  round: {
    ...round,
    win: 2000,
    multiplier: 200,
    status: 2,
    balance: 11000,
    outcome: { win: true, multiplier: 200, bet: 1000, dealer: [46, 19, 32], hands: [{ cards: [32, 21], doubled: false }], insurance: null, actions: ['stand'] },
  },
  table: { ...open.table, phase: 'done', dealer: [46, 19, 32], active: 1, legal: [], step: 1 },
};
const frameReplies = {
  'user/balance': { data: { balance: 10000 } },
  'originals/seeds': { data: { serverSeedHash: 'cd34', clientSeed: 'arena', nonce: 4 } },
  'originals/rounds': { data: [] },
};

describe('blackjack client', () => {
  beforeEach(() => localStorage.setItem('authData', JSON.stringify({ token: 'tok-1', username: 'ayse' })));

  it('deals, offers only the allowed actions, stands and shows the finished round', async () => {
    const fetchMock = openPage({
      ...frameReplies,
      'originals/blackjack/active': { data: null },
      'originals/blackjack/deal': { data: open },
      'originals/blackjack/action': { data: done },
    });
    await settle();
    expect(shown()).toEqual([]);
    (document.getElementById('amount') as HTMLInputElement).value = '10';
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/api/originals/blackjack/deal', expect.objectContaining({ body: JSON.stringify({ amount: 1000 }) }));
    expect(cards('hands')).toEqual(['10♦', '7♥']);
    expect(cards('dealer')).toEqual(['K♠', 'back']);
    expect(shown()).toEqual(['hit', 'stand', 'double']);
    expect(text('balance')).toBe('₺90.00');
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(true);

    document.querySelector<HTMLButtonElement>('[data-action="stand"]')!.click();
    await settle();
    await settle();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/originals/blackjack/action',
      expect.objectContaining({ body: JSON.stringify({ roundId: 12, action: 'stand', step: 0 }) }),
    );
    expect(cards('dealer')).toEqual(['K♠', '6♣', '10♦']);
    expect(text('hands')).toContain('17 · Win');
    expect(shown()).toEqual([]);
    expect(text('balance')).toBe('₺110.00');
    expect(text('net')).toBe('₺10.00');
    expect(text('outcome')).toBe('You won ₺20.00');
    const link = document.querySelector<HTMLAnchorElement>('#history a')!;
    expect(link.getAttribute('href')).toContain('game=blackjack');
    expect(link.getAttribute('href')).toContain('actions=stand');
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(false);
  });

  it('deals only the cards new to the table, one after another, and shows a push plainly', async () => {
    const push = { ...done, round: { ...done.round, win: 1000, multiplier: 100, balance: 10_000 } };
    openPage({
      ...frameReplies,
      'originals/blackjack/active': { data: null },
      'originals/blackjack/deal': { data: open },
      'originals/blackjack/action': { data: push },
    });
    await settle();
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    const dealt = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`#${id} .bj-card`), (card) => card.classList.contains('dealt'));
    const order = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`#${id} .bj-card.dealt`), (card) => card.style.getPropertyValue('--deal'));
    // the first deal: every card, the hole card face down among them
    expect(dealt('dealer')).toEqual([true, true]);
    expect(dealt('hands')).toEqual([true, true]);
    expect(order('hands')).toEqual(['1', '2']);

    document.querySelector<HTMLButtonElement>('[data-action="stand"]')!.click();
    await settle();
    await settle();
    // the studio's cards; only the dealer's two new ones dealt, in turn; the player's stay put
    expect(cards('dealer')).toEqual(['K♠', '6♣', '10♦']);
    expect(dealt('dealer')).toEqual([false, true, true]);
    expect(order('dealer')).toEqual(['0', '1']);
    expect(dealt('hands')).toEqual([false, false]);
    expect(text('outcome')).toBe('Push');
    expect(document.getElementById('game')!.classList.contains('celebrating')).toBe(false);
  });

  it('plays on from the hand the server sends back when an action arrives for a step already taken (another tab)', async () => {
    openPage({ ...frameReplies, 'originals/blackjack/active': { data: open }, 'originals/blackjack/action': { status: 409, data: done } });
    await settle();
    await settle();
    document.querySelector<HTMLButtonElement>('[data-action="hit"]')!.click();
    await settle();
    await settle();
    // the round the other tab finished, not the hand this tab showed
    expect(cards('dealer')).toEqual(['K♠', '6♣', '10♦']);
    expect(shown()).toEqual([]);
    expect(text('balance')).toBe('₺110.00');
  });

  it('puts a round left open back on the table on load', async () => {
    openPage({ ...frameReplies, 'originals/blackjack/active': { data: open } });
    await settle();
    await settle();
    expect(text('outcome')).toBe('Your open round is back on the table.');
    expect(cards('hands')).toEqual(['10♦', '7♥']);
    expect(shown()).toEqual(['hit', 'stand', 'double']);
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(true);
  });
});
