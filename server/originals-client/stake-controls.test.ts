/**
 * @jest-environment jsdom
 */
// An instant game's quick stakes and shortcuts in Dice's page as the server renders it (limits ₺1 …
// ₺10,000 by default): ½, 2×, Min and Max within the limits, H and D doing ½ and 2× except while the
// player types, and Space betting as the bet button does.
import { beforeEach, describe, expect, it } from '@jest/globals';
import { hotkeyOf } from './stake-controls';
import { answerFetch, loadClientPage } from './testing/client-page';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const amount = () => document.getElementById('amount') as HTMLInputElement;
const press = (key: string, target: EventTarget = document.body) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
const click = (id: string) => document.getElementById(id)!.click();

describe('hotkeyOf', () => {
  const element = (tag: string) => document.createElement(tag);
  const event = (key: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) =>
    ({ key, target, ctrlKey: false, metaKey: false, altKey: false, repeat: false, ...extra }) as KeyboardEvent;

  it.each([
    ['Space on the page', event(' '), 'bet'],
    ['h', event('h'), 'half'],
    ['H (caps)', event('H'), 'half'],
    ['d', event('d'), 'double'],
    ['D on a focused button', event('D', element('button')), 'double'],
    ['another key', event('x'), null],
    ['Enter', event('Enter'), null],
    ['h typed in a field', event('h', element('input')), null],
    ['d typed in a text area', event('d', element('textarea')), null],
    ['Space in a select', event(' ', element('select')), null],
    ['Space on a focused button (the browser presses it)', event(' ', element('button')), null],
    ['a held Space repeating', event(' ', document.body, { repeat: true }), null],
    ['Ctrl+D (a bookmark)', event('d', document.body, { ctrlKey: true }), null],
    ['Cmd+H', event('h', document.body, { metaKey: true }), null],
  ])('%s → %p', (_case, keyEvent, expected) => expect(hotkeyOf(keyEvent)).toBe(expected));
});

describe('quick stakes on the dice page', () => {
  beforeEach(() => localStorage.clear());

  function open() {
    localStorage.setItem('authData', JSON.stringify({ token: 'tok-1' }));
    const fetchMock = answerFetch({
      'user/balance': { data: { balance: 10_000_000 } },
      'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
      'originals/rounds': { data: [] },
    });
    loadClientPage('dice');
    return fetchMock;
  }

  it('carries the limits on the field and halves, doubles, and sets the minimum and maximum within them', () => {
    open();
    expect(amount().dataset).toMatchObject({ min: '100', max: '1000000' });
    amount().value = '10.00';
    click('stake-half');
    expect(amount().value).toBe('5.00');
    click('stake-double');
    click('stake-double');
    expect(amount().value).toBe('20.00');
    click('stake-max');
    expect(amount().value).toBe('10,000.00');
    click('stake-double');
    expect(amount().value).toBe('10,000.00');
    click('stake-min');
    expect(amount().value).toBe('1.00');
    click('stake-half');
    expect(amount().value).toBe('1.00');
  });

  it('recomputes the payout shown when a quick stake changes the amount', () => {
    open();
    amount().value = '10.00';
    click('stake-double');
    // over 50.50 pays 2×
    expect(document.getElementById('payout')!.textContent).toBe('₺40.00');
  });

  it('takes H and D as ½ and 2×, but not while the player types in the field', () => {
    open();
    amount().value = '8.00';
    press('h');
    expect(amount().value).toBe('4.00');
    press('D');
    press('d');
    expect(amount().value).toBe('16.00');
    press('h', amount());
    expect(amount().value).toBe('16.00');
  });

  it('bets on Space as the bet button does', async () => {
    const fetchMock = open();
    await settle();
    expect(press(' ')).toBe(false);
    const play = fetchMock.mock.calls.find(([url]) => url === '/api/originals/dice/play');
    expect(play).toBeDefined();
    expect(JSON.parse(play![1]!.body as string)).toMatchObject({ amount: 100 });
  });
});
