import type { Game } from '../schemas/entities';
import {
  AGGREGATORS,
  aggregatorOf,
  ARENA_STUDIO,
  autoBetEnd,
  type AutoBetEnd,
  type AutoBetPlan,
  clampStake,
  GAME_HOTKEYS,
  isArenaGame,
  LAUNCH_CALLS,
  LAUNCH_FAILURE_CLOSES_MODAL,
  menuGameCode,
  playRoute,
  quickSearchRequest,
  quickStake,
  type QuickStake,
} from '../casino';
import { endpointCalls } from '../calls';
import { matchRoute } from '../routes';

const aviator: Game = { gameCode: 'spribe-aviator', name: 'Aviator', providerName: 'Spribe', mainProviderId: 3, system: 'spribe', productId: 11, image: null };

describe('game launch and quick search', () => {
  it('encodes the game into a /casino/play url that the route table gives to the casino', () => {
    const url = playRoute(aviator);
    expect(matchRoute(url)).toMatchObject({ owner: 'casino', page: 'play' });
    expect(JSON.parse(decodeURIComponent(url.slice('/casino/play/'.length)))).toEqual(aviator);
  });

  it.each([
    [{ url: '/casino/slot' }, null],
    [{ url: 'game:spribe-aviator' }, 'spribe-aviator'],
    [{ url: '/casino/live', gameCode: 'evo-lightning' }, 'evo-lightning'],
  ])('menu entry %j opens game %s', (item, code) => expect(menuGameCode(item)).toBe(code));

  it('asks for five matches of the trimmed text, and nothing for blank text', () => {
    expect(quickSearchRequest('  Aviator ')).toEqual({ search: 'Aviator', skip: 0, take: 5 });
    expect(quickSearchRequest('   ')).toBeNull();
  });
});

describe('LAUNCH_CALLS', () => {
  it('names one POST casino call per aggregator, each a different one', () => {
    const calls = AGGREGATORS.map((aggregator) => LAUNCH_CALLS[aggregator]);
    expect(new Set(calls).size).toBe(6);
    for (const call of calls) expect(endpointCalls[call]).toMatchObject({ method: 'POST', path: `casino/${call.toLowerCase()}` });
  });

  it('knows an aggregator only by its exact providerName', () => {
    expect(aggregatorOf('Egt Digital')).toBe('Egt Digital');
    expect(aggregatorOf('Arena Originals')).toBeNull();
    expect(aggregatorOf('toString')).toBeNull();
    expect(LAUNCH_FAILURE_CLOSES_MODAL.every((aggregator) => AGGREGATORS.includes(aggregator))).toBe(true);
  });
});

describe('our own games', () => {
  it('are the games of our studio, whatever aggregator launches them', () => {
    expect(isArenaGame({ system: ARENA_STUDIO })).toBe(true);
    expect(isArenaGame({ system: 'spribe' })).toBe(false);
  });
});

describe('quick stakes', () => {
  // ₺1 … ₺100 in kuruş
  const limits = { min: 100, max: 10_000 };

  it.each<[QuickStake, number | null, number]>([
    ['half', 1_000, 500],
    ['half', 1_001, 500],
    ['half', 150, 100],
    ['half', 100, 100],
    ['double', 1_000, 2_000],
    ['double', 5_001, 10_000],
    ['double', 10_000, 10_000],
    ['double', 50, 100],
    ['half', null, 100],
    ['double', null, 100],
    ['min', 4_321, 100],
    ['max', 4_321, 10_000],
    ['min', null, 100],
    ['max', null, 10_000],
  ])('%s of %p is %p', (action, amount, expected) => expect(quickStake(action, amount, limits)).toBe(expected));

  it.each([
    [50, 100],
    [100, 100],
    [2_500, 2_500],
    [10_000, 10_000],
    [10_001, 10_000],
  ])('clamps %p to %p', (amount, expected) => expect(clampStake(amount, limits)).toBe(expected));

  it('names three distinct shortcut keys, Space to bet', () => {
    expect(GAME_HOTKEYS).toEqual({ bet: ' ', half: 'h', double: 'd' });
  });
});

describe('auto-bet stop rules', () => {
  const plan = (rounds: number, stopOnWin: number | null = null, stopOnLoss: number | null = null): AutoBetPlan => ({ rounds, stopOnWin, stopOnLoss });

  it.each<[string, AutoBetPlan, number, number, AutoBetEnd | null]>([
    ['plays on before the last round', plan(3), 2, -500, null],
    ['stops after the last round', plan(3), 3, -500, 'rounds'],
    ['a one-round plan stops after it', plan(1), 1, 0, 'rounds'],
    ['stops once the net win reaches the limit', plan(10, 1_000), 4, 1_000, 'win'],
    ['stops once the net win passes the limit', plan(10, 1_000), 4, 1_250, 'win'],
    ['plays on just below the win limit', plan(10, 1_000), 4, 999, null],
    ['stops once the net loss reaches the limit', plan(10, null, 500), 5, -500, 'loss'],
    ['plays on just below the loss limit', plan(10, null, 500), 5, -499, null],
    ['a loss limit ignores a win', plan(10, null, 500), 2, 5_000, null],
    ['a win limit ignores a loss', plan(10, 1_000), 2, -5_000, null],
    ['a limit reached on the last round says so', plan(3, null, 300), 3, -300, 'loss'],
    ['both limits set: the one reached', plan(10, 1_000, 500), 6, -600, 'loss'],
    ['no limits: every round is played whatever the net', plan(5), 4, -1_000_000, null],
  ])('%s', (_case, autoPlan, played, net, expected) => expect(autoBetEnd(autoPlan, played, net)).toBe(expected));
});
