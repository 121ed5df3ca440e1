import type { Game } from '../schemas/entities';
import { AGGREGATORS, aggregatorOf, LAUNCH_CALLS, LAUNCH_FAILURE_CLOSES_MODAL, menuGameCode, playRoute, quickSearchRequest } from '../casino';
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
