/**
 * @jest-environment jsdom
 */
// Aviator's client in its page as the server renders it, with the API and the rooms hub faked: Space
// cashes out while the player's bet flies and bets before take-off; the plane rides the flight and is
// gone once the crash point arrives, the multiplier then showing the server's crash point; a cash-out
// above the stake celebrates.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LiveBetStatus } from '@arena/contracts';
import { loadClientPage } from './testing/client-page';
import { fakeHub, sockets } from './testing/fake-hub';

const round = (startsAt: number, extra: object = {}) => ({
  id: 5,
  game: 'aviator',
  chainId: 1,
  index: 3,
  phase: startsAt > Date.now() ? 'betting' : 'running',
  status: 1,
  startsAt: new Date(startsAt).toISOString(),
  nextRoundAt: null,
  hash: null,
  salt: 's',
  result: null,
  ...extra,
});
const myBet = { id: 9, roundId: 5, player: 'ay***e', amount: 100, params: {}, status: LiveBetStatus.Open, multiplier: 0, win: 0 };

/** the page's animation frames, run when the test says */
let frames: FrameRequestCallback[] = [];
const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const press = (key: string) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

function open(state: { round: object; bets?: object[]; mine?: number[] }) {
  localStorage.setItem('authData', JSON.stringify({ token: 'tok-1', usercode: 'U1' }));
  const replies: Record<string, unknown> = {
    'GET originals/live/aviator': { game: 'aviator', serverTime: Date.now(), bets: [], mine: [], progress: null, ...state },
    'GET originals/live/aviator/history': [],
    'GET originals/live/chains': [],
    'GET user/balance': { balance: 5_000 },
    'POST originals/live/aviator/bets': { bet: { ...myBet, id: 10 }, balance: 4_900 },
    'POST originals/live/aviator/cashout': { bet: { ...myBet, status: LiveBetStatus.Won, multiplier: 150, win: 150 }, balance: 5_050 },
  };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const data = replies[`${init?.method ?? 'GET'} ${url.replace('/api/', '')}`];
    return { ok: data !== undefined, status: data === undefined ? 404 : 200, json: async () => ({ success: data !== undefined, data }) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fakeHub();
  loadClientPage('aviator');
  return fetchMock;
}
/** the hub's handshake: the page joins the room and loads the state */
async function join() {
  await settle();
  sockets[0].receive({});
  await settle();
  nextFrame();
}
const posts = (fetchMock: ReturnType<typeof open>) =>
  fetchMock.mock.calls.filter(([, call]) => call?.method === 'POST').map(([url, call]) => [url, JSON.parse(call!.body as string)] as const);
const plane = () => document.getElementById('plane')!.getAttribute('class');

beforeEach(() => {
  localStorage.clear();
  // jsdom draws no canvas: the curve is not drawn, the plane (markup) is what these tests read
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  frames = [];
  globalThis.requestAnimationFrame = (callback: FrameRequestCallback) => frames.push(callback);
});
// the session bar's clock stops with its test
const intervals: ReturnType<typeof setInterval>[] = [];
const realSetInterval = globalThis.setInterval;
jest.spyOn(globalThis, 'setInterval').mockImplementation((...args: Parameters<typeof setInterval>) => {
  const timer = realSetInterval(...args);
  intervals.push(timer);
  return timer;
});
// and its keys: each test's page listens on the one document the tests share
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const realAddEventListener = document.addEventListener.bind(document);
jest
  .spyOn(document, 'addEventListener')
  .mockImplementation((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
    listeners.push([type, listener]);
    realAddEventListener(type, listener, options);
  });
afterEach(() => {
  intervals.splice(0).forEach((timer) => clearInterval(timer));
  listeners.splice(0).forEach(([type, listener]) => document.removeEventListener(type, listener));
});

describe('aviator client', () => {
  it('cashes out on Space while my bet flies, and celebrates the win above the stake', async () => {
    const fetchMock = open({ round: round(Date.now() - 2_000), bets: [myBet], mine: [9] });
    await join();
    expect(document.getElementById('cashout')!.hidden).toBe(false);
    expect(plane()).toBe('plane flying');
    expect(press(' ')).toBe(false);
    await settle();
    expect(posts(fetchMock)).toEqual([['/api/originals/live/aviator/cashout', { betId: 9 }]]);
    expect(document.getElementById('outcome')!.textContent).toBe('Cashed out at 1.500×: ₺1.50');
    expect(document.getElementById('game')!.classList.contains('celebrating')).toBe(true);
  });

  it('bets on Space before take-off, as the bet button does', async () => {
    const fetchMock = open({ round: round(Date.now() + 5_000) });
    await join();
    expect(plane()).toBe('plane waiting');
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(false);
    press(' ');
    await settle();
    expect(posts(fetchMock)).toEqual([['/api/originals/live/aviator/bets', { amount: 100 }]]);
  });

  it('ends the flight on the crash point the server sends: the plane gone, the multiplier at the crash', async () => {
    open({ round: round(Date.now() - 1_000) });
    await join();
    expect(plane()).toBe('plane flying');
    const crashed = round(Date.now() - 1_000, { phase: 'result', result: { crashPoint: 237 }, nextRoundAt: new Date(Date.now() + 3_000).toISOString() });
    sockets[0].receive({ type: 1, target: 'RoomMessage', arguments: ['aviator', 'round', crashed] });
    nextFrame();
    expect(plane()).toBe('plane gone');
    expect(document.getElementById('multiplier')!.textContent).toBe('2.370×');
    expect(document.getElementById('multiplier')!.className).toBe('result crashed');
    expect(document.getElementById('cashout')!.hidden).toBe(true);
  });
});
