/**
 * @jest-environment jsdom
 */
// The Dice client in a document as the server renders it: a visitor is asked to log in; a player's
// bet goes out with the stored token and the typed amount in kuruş, and its round shows as a win with
// the balance, net position and a verify link carrying the round's seeds and choice.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { answerFetch, loadClientPage, type Reply } from './testing/client-page';

function openPage(replies: Record<string, Reply>) {
  const fetchMock = answerFetch(replies);
  loadClientPage('dice');
  return fetchMock;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const text = (id: string) => document.getElementById(id)!.textContent;

describe('dice client', () => {
  beforeEach(() => localStorage.clear());

  it('asks a visitor to log in and calls nothing', () => {
    const fetchMock = openPage({});
    expect(document.getElementById('login')!.hidden).toBe(false);
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("plays a round with the player's token and shows its win, balance, net position and proof link", async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1', username: 'ayse' }));
    const round = {
      id: 9,
      game: 'dice',
      amount: 2550,
      multiplier: 200,
      win: 5100,
      outcome: { roll: 7342, win: true, multiplier: 200, target: 5050, over: true },
      nonce: 3,
      serverSeedHash: 'ab12',
      clientSeed: 'arena',
      serverSeed: null,
      status: 1,
      createdAt: '2026-11-23T10:00:00.000Z',
      balance: 12550,
    };
    const fetchMock = openPage({
      'user/balance': { data: { balance: 10000 } },
      'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 3 } },
      'originals/rounds': { data: [] },
      'originals/dice/play': { data: { round } },
    });
    await settle();
    expect(text('balance')).toBe('₺100.00');
    expect(text('seed-hash')).toBe('ab12');
    // before the bet: over 50.50 wins 49.50 % of the time and pays 99 / 49.50 = 2×
    expect(text('chance')).toBe('49.50%');
    expect(text('multiplier')).toBe('2.000×');

    const amount = document.getElementById('amount') as HTMLInputElement;
    amount.value = '25.5';
    amount.dispatchEvent(new Event('input'));
    expect(text('payout')).toBe('₺51.00');
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 900));

    const [url, init] = fetchMock.mock.calls.find(([called]) => called === '/api/originals/dice/play')!;
    expect(url).toBe('/api/originals/dice/play');
    expect(JSON.parse(init!.body as string)).toEqual({ amount: 2550, target: 5050, over: true });
    expect(init!.headers).toMatchObject({ authorization: 'Bearer tok-1', 'x-locale': 'en' });
    expect(text('result')).toBe('73.42');
    expect(text('outcome')).toBe('You won ₺51.00');
    expect(text('balance')).toBe('₺125.50');
    expect(text('net')).toBe('₺25.50');
    expect(text('nonce')).toBe('4');
    const link = document.querySelector<HTMLAnchorElement>('#history a')!;
    expect(new URL(link.href).searchParams.toString()).toBe('lang=en&game=dice&clientSeed=arena&nonce=3&serverSeedHash=ab12&target=5050&over=1');
  });

  it('shows a refused bet with the server message and keeps the balance', async () => {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    openPage({
      'user/balance': { data: { balance: 100 } },
      'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
      'originals/rounds': { data: [] },
      'originals/dice/play': { status: 400, data: null },
    });
    await settle();
    document.getElementById('bet')!.dispatchEvent(new Event('submit', { cancelable: true }));
    await settle();
    await settle();
    expect(text('outcome')).toBe('refused');
    expect(text('balance')).toBe('₺1.00');
    expect((document.getElementById('place') as HTMLButtonElement).disabled).toBe(false);
  });
});
