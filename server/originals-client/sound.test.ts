/**
 * @jest-environment jsdom
 */
// The sound's mute toggle in a game's page as the server renders it: a player who never chose hears
// what the licence says (the page's default), a choice is remembered for that player alone, and a muted
// page makes no sound (no audio context is even made).
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { answerFetch, loadClientPage } from './testing/client-page';

const toggle = () => document.getElementById('sound') as HTMLButtonElement;
const pressed = () => toggle().getAttribute('aria-pressed');

function openAs(usercode: string | null, soundByDefault: boolean) {
  localStorage.setItem('authData', JSON.stringify(usercode ? { token: `tok-${usercode}`, usercode } : null));
  answerFetch({
    'user/balance': { data: { balance: 10_000 } },
    'originals/seeds': { data: { serverSeedHash: 'ab12', clientSeed: 'arena', nonce: 0 } },
    'originals/rounds': { data: [] },
  });
  loadClientPage('dice', 'en', 'dice', { soundByDefault });
}

describe('the sound toggle', () => {
  beforeEach(() => localStorage.clear());

  it('opens as the licence says for a player who never chose', () => {
    openAs('U1', true);
    expect(pressed()).toBe('true');
    openAs('U1', false);
    expect(pressed()).toBe('false');
  });

  it('remembers a choice for that player only', () => {
    openAs('U1', true);
    toggle().click();
    expect(pressed()).toBe('false');
    // U1 again, on another game's page: still muted
    openAs('U1', true);
    expect(pressed()).toBe('false');
    // U2 on this browser never chose: the licence's default
    openAs('U2', true);
    expect(pressed()).toBe('true');
    toggle().click();
    openAs('U2', false);
    expect(pressed()).toBe('false');
    // and U1's choice back on is theirs alone
    openAs('U1', false);
    toggle().click();
    openAs('U1', false);
    expect(pressed()).toBe('true');
    openAs('U2', true);
    expect(pressed()).toBe('false');
  });

  it('makes a sound only when on: a muted page makes no audio context', () => {
    const made = jest.fn();
    class FakeAudio {
      state = 'running';
      currentTime = 0;
      destination = {};
      constructor() {
        made();
      }
      createOscillator() {
        return { type: '', frequency: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node, start() {}, stop() {} };
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (node: unknown) => node };
      }
    }
    (globalThis as unknown as { AudioContext: unknown }).AudioContext = FakeAudio;
    const playOnce = () =>
      // the module reads the page it is loaded in: one instance per page
      jest.isolateModules(() => (require('./sound') as typeof import('./sound')).play('win'));
    openAs('U3', false);
    playOnce();
    expect(made).not.toHaveBeenCalled();
    openAs('U3', true);
    playOnce();
    expect(made).toHaveBeenCalledTimes(1);
  });
});
