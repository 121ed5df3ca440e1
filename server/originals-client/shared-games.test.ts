/**
 * @jest-environment jsdom
 */
// The shared-round games' clients in the documents the server renders, with the API and the rooms hub
// faked: a bingo ticket bought shows with its numbers and is daubed as the room calls balls, a prize
// shows with its winning ticket; a wheel bet names the chosen number; a click on the roulette table
// places the chip amount on that place.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { loadClientPage } from './testing/client-page';
import { FakeSocket, sockets } from './testing/fake-hub';

const ticket = {
  serial: 41,
  numbers: [
    [2, 0, 0, 32, 0, 55, 0, 71, 82],
    [0, 10, 0, 39, 43, 59, 65, 0, 0],
    [9, 11, 26, 0, 49, 0, 0, 78, 0],
  ],
};
const roundOf = (game: string) => ({
  id: 7,
  game,
  chainId: 1,
  index: 3,
  phase: 'betting',
  status: 1,
  startsAt: '2099-01-01T00:00:00.000Z',
  nextRoundAt: null,
  hash: null,
  salt: 's',
  result: null,
});

function openPage(game: 'bingo' | 'wheel' | 'auto-roulette', placed: unknown = null, state: object = {}) {
  const replies: Record<string, unknown> = {
    [`GET originals/live/${game}`]: { game, serverTime: Date.now(), round: roundOf(game), bets: [], mine: [], progress: null, ...state },
    [`GET originals/live/${game}/history`]: [],
    [`POST originals/live/${game}/bets`]: placed,
    'GET originals/live/chains': [{ id: 1, game: 'bingo', terminalHash: 'h0', salt: 's', length: 10, createdAt: '2026-11-24T00:00:00.000Z' }],
    'GET user/balance': { balance: 5_000 },
    'GET originals/live/bingo/tickets': { roundId: 7, tickets: [] },
    'POST originals/live/bingo/tickets': { roundId: 7, tickets: [ticket], balance: 4_900 },
  };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const data = replies[`${init?.method ?? 'GET'} ${url.replace('/api/', '')}`];
    return { ok: data !== undefined, status: data === undefined ? 404 : 200, json: async () => ({ success: data !== undefined, data }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  (globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  loadClientPage(game);
  return fetchMock;
}

// each page's timers stop with its test: the next test's document holds another game
const timers: ReturnType<typeof setInterval>[] = [];
const realSetInterval = globalThis.setInterval;
jest.spyOn(globalThis, 'setInterval').mockImplementation((...args: Parameters<typeof setInterval>) => {
  const timer = realSetInterval(...args);
  timers.push(timer);
  return timer;
});
afterEach(() => timers.splice(0).forEach((timer) => clearInterval(timer)));

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const text = (id: string) => document.getElementById(id)!.textContent;

describe('bingo client', () => {
  beforeEach(() => {
    localStorage.clear();
    sockets.length = 0;
  });

  it('buys a ticket, shows it, and daubs its numbers as the room calls them', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = openPage('bingo');
    await settle();
    expect(text('balance')).toBe('₺50.00');

    (document.getElementById('tickets') as HTMLInputElement).value = '1';
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    const [, init] = fetchMock.mock.calls.find(([url, call]) => url === '/api/originals/live/bingo/tickets' && call?.method === 'POST')!;
    expect(JSON.parse(init!.body as string)).toEqual({ tickets: 1 });
    expect(text('balance')).toBe('₺49.00');
    expect(text('net')).toBe('-₺1.00');
    const cells = [...document.querySelectorAll<HTMLElement>('#tickets-list td[data-number]')];
    expect(cells.map((cell) => Number(cell.textContent))).toEqual(ticket.numbers.flat().filter((number) => number > 0));
    expect(cells).toHaveLength(15);

    // the hub: handshake, then the room's balls
    const socket = sockets[0];
    socket.receive({});
    expect(socket.sent.some((record) => record.includes('"Subscribe"') && record.includes('"bingo"'))).toBe(true);
    const prize = { prize: 'oneLine', call: 2, ball: 55, share: 81, winners: [{ serial: 41, amount: 81 }] };
    socket.receive({ type: 1, target: 'RoomMessage', arguments: ['bingo', 'progress', { called: [32, 90, 55], pot: 540, prizes: [prize] }] });
    expect(text('ball')).toBe('55');
    expect(text('calls')).toBe('3');
    expect(text('pot')).toBe('₺5.40');
    expect([...document.querySelectorAll('#tickets-list td.daubed')].map((cell) => cell.textContent)).toEqual(['32', '55']);
    expect([...document.querySelectorAll('#called-board li.called')].map((item) => item.textContent)).toEqual(['32', '55', '90']);
    expect(document.querySelector('#prizes li[data-prize="oneLine"] em')!.textContent).toBe('₺0.81 · Won by #41');
  });

  it('shows the balls called so far at once to a watcher who opens the room during the draw', async () => {
    const prize = { prize: 'oneLine', call: 1, ball: 90, share: 81, winners: [{ serial: 12, amount: 81 }] };
    openPage('bingo', null, {
      round: { ...roundOf('bingo'), phase: 'running', startsAt: new Date(Date.now() - 5_000).toISOString() },
      progress: { called: [32, 90, 55], pot: 540, prizes: [prize] },
    });
    await settle();
    // from the first state: the room has sent nothing yet
    expect(text('ball')).toBe('55');
    expect(text('calls')).toBe('3');
    expect([...document.querySelectorAll('#called-board li.called')].map((item) => item.textContent)).toEqual(['32', '55', '90']);
    expect(document.querySelector('#prizes li[data-prize="oneLine"] em')!.textContent).toBe('₺0.81 · Won by #12');
  });

  const bet = (params: object) => ({
    bet: { id: 5, roundId: 7, player: 'ay***e', amount: 250, params, status: 1, multiplier: 0, win: 0 },
    balance: 4_750,
  });
  const posts = (fetchMock: ReturnType<typeof openPage>) =>
    fetchMock.mock.calls.filter(([, call]) => call?.method === 'POST').map(([url, call]) => [url, JSON.parse(call!.body as string)] as const);

  it('bets the amount on the chosen wheel number', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = openPage('wheel', bet({ number: 15 }));
    await settle();
    (document.getElementById('amount') as HTMLInputElement).value = '2.50';
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(text('outcome')).toBe('Pick a number');
    document.querySelector<HTMLButtonElement>('.wheel-choice[data-number="15"]')!.click();
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    expect(posts(fetchMock)).toEqual([['/api/originals/live/wheel/bets', { amount: 250, number: 15 }]]);
    expect(text('balance')).toBe('₺47.50');
    expect(text('outcome')).toBe('Your bet is placed');
  });

  it('places the chip amount on the clicked place of the roulette table', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = openPage('auto-roulette', bet({ type: 'dozen', selection: 2 }));
    await settle();
    (document.getElementById('amount') as HTMLInputElement).value = '2.50';
    document.querySelector<HTMLButtonElement>('.place[data-type="dozen"][data-selection="2"]')!.click();
    await settle();
    expect(document.querySelector('.place[data-type="dozen"][data-selection="2"] .chips')!.textContent).toBe('₺2.50');
    document.querySelector<HTMLButtonElement>('.place[data-numbers="17"]')!.click();
    await settle();
    expect(posts(fetchMock)).toEqual([
      ['/api/originals/live/auto-roulette/bets', { type: 'dozen', selection: 2, amount: 250 }],
      ['/api/originals/live/auto-roulette/bets', { type: 'straight', numbers: [17], amount: 250 }],
    ]);
  });
});
