/**
 * @jest-environment jsdom
 */
// The bingo room's client in the document the server renders: a player buys a ticket in the sale, sees
// it with its numbers, and as the room calls balls (progress on the rooms hub) the ticket's numbers are
// daubed, the called ball and the board light up and a prize shows with its winning ticket.
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { renderOriginalsPage } from '../src/modules/originals-client/pages';

const ticket = {
  serial: 41,
  numbers: [
    [2, 0, 0, 32, 0, 55, 0, 71, 82],
    [0, 10, 0, 39, 43, 59, 65, 0, 0],
    [9, 11, 26, 0, 49, 0, 0, 78, 0],
  ],
};
const round = {
  id: 7,
  game: 'bingo',
  chainId: 1,
  index: 3,
  phase: 'betting',
  status: 1,
  startsAt: '2099-01-01T00:00:00.000Z',
  nextRoundAt: null,
  hash: null,
  salt: 's',
  result: null,
};

/** the hub's sockets the page opened, to speak as the server */
const sockets: FakeSocket[] = [];
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) {
    sockets.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  /** a record from the server */
  receive(record: object) {
    this.onmessage?.({ data: `${JSON.stringify(record)}\u001e` });
  }
}

function openPage() {
  const html = renderOriginalsPage('bingo', 'en', 'n');
  document.documentElement.lang = 'en';
  document.documentElement.innerHTML = /<html[^>]*>(.*)<\/html>/s.exec(html)![1];
  const replies: Record<string, unknown> = {
    'GET originals/live/bingo': { game: 'bingo', serverTime: Date.now(), round, bets: [], mine: [] },
    'GET originals/live/bingo/history': [],
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
  jest.isolateModules(() => {
    require('./bingo');
  });
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const text = (id: string) => document.getElementById(id)!.textContent;

describe('bingo client', () => {
  beforeEach(() => {
    localStorage.clear();
    sockets.length = 0;
  });

  it('buys a ticket, shows it, and daubs its numbers as the room calls them', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = openPage();
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
});
