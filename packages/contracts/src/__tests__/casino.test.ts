import type { Game } from '../schemas/entities';
import { menuGameCode, playRoute, quickSearchRequest } from '../casino';
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
