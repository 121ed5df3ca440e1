import { screen } from '@testing-library/react';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import remote from '../../../remote';

// the book's settings are read once per API client: this file's client runs the site in external mode
const api = createFakeEndpoints({ sportsSettings: () => Promise.resolve({ ...fixtureResult('sportsSettings'), mode: 'external' }) });
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const EN = { i18n: { locale: 'en', translations: {} } };

describe('external mode', () => {
  it('frames the outside book on its paths instead of our list', async () => {
    renderRemoteAt(remote, '/spor/fcg', EN);
    expect(await screen.findByTestId('external-book-login')).toBeInTheDocument();
    expect(screen.queryByTestId('sport-menu')).toBeNull();
  });

  it('keeps our own list on the other paths', async () => {
    renderRemoteAt(remote, '/spor', EN);
    expect(await screen.findByTestId('sport-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('external-book-login')).toBeNull();
  });
});
