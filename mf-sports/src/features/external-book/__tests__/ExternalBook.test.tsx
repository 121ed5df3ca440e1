import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import type { ArenaState, AuthData } from '@arena/contracts';
import { BusContext, createBus, toRemoteBus } from '@arena/bus';
import { ArenaUiProvider } from '@arena/ui';
import { authData, createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { ExternalBook, externalBookOf, useFramedBook } from '..';

const api = createFakeEndpoints({ sportsSettings: () => Promise.resolve({ ...fixtureResult('sportsSettings'), mode: 'external' }) });
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const framed: AuthData = {
  ...authData,
  betsyCid: 'arena-77',
  betsyUrl: 'https://sport.betsy.example/?skin=dark',
  betsyToken: 'A0000001.1795000000.abc',
  betcoUrl: 'https://esports.betco.example/',
  betcoToken: 'A0000001.1795000000.abc',
};
const player = (data: AuthData): Partial<ArenaState> => ({
  i18n: { locale: 'tr', translations: {} },
  auth: { loggedIn: true, balance: data.balance, userName: data.username, userCode: data.usercode, data },
});

function Page() {
  const book = useFramedBook();
  return book ? <ExternalBook book={book} /> : <p data-testid="own-book" />;
}

function renderAt(path: string, state: Partial<ArenaState>) {
  const bus = createBus(state);
  render(
    <BusContext.Provider value={toRemoteBus(bus)}>
      <ArenaUiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </ArenaUiProvider>
    </BusContext.Provider>,
  );
  return bus;
}

describe('the framed external books', () => {
  it.each([
    ['/spor/fcg', 'betsy'],
    ['/livespor/fcg/', 'betsy'],
    ['/esports/betco', 'betco'],
    ['/spor', null],
    ['/spor/football', null],
  ])('%s frames %s', (path, book) => expect(externalBookOf(path)).toBe(book));

  it('/spor/fcg frames Betsy with our customer id, the player token and the language', async () => {
    renderAt('/spor/fcg', player(framed));
    const src = new URL((await screen.findByTestId('external-book-frame')).getAttribute('src')!);
    expect(src.origin + src.pathname).toBe('https://sport.betsy.example/');
    expect(Object.fromEntries(src.searchParams)).toEqual({ skin: 'dark', cid: 'arena-77', page: 'sport', token: framed.betsyToken, lang: 'tr' });
  });

  it('/livespor/fcg opens Betsy on its live page', async () => {
    renderAt('/livespor/fcg', player(framed));
    const src = new URL((await screen.findByTestId('external-book-frame')).getAttribute('src')!);
    expect(src.searchParams.get('page')).toBe('live');
  });

  it('/esports/betco frames BetConstruct with its token', async () => {
    renderAt('/esports/betco', player(framed));
    expect(await screen.findByTestId('external-book-frame')).toHaveAttribute(
      'src',
      `https://esports.betco.example/?token=${encodeURIComponent(framed.betcoToken!)}&lang=tr`,
    );
  });

  it('a visitor gets the login dialog, not the frame', async () => {
    const bus = renderAt('/spor/fcg', { i18n: { locale: 'en', translations: {} } });
    expect(await screen.findByTestId('external-book-login')).toBeInTheDocument();
    expect(bus.getState().dialog).toEqual({ name: 'login' });
    expect(screen.queryByTestId('external-book-frame')).toBeNull();
  });

  it('says the book is not available when the login data has no keys for it', async () => {
    renderAt('/spor/fcg', player(authData));
    expect(await screen.findByTestId('external-book-unavailable')).toBeInTheDocument();
  });
});
