import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const TR = { i18n: { locale: 'tr', translations: { Home: 'Ana Sayfa', Page: 'Sayfa', 'Page not found': 'Sayfa bulunamadı' } } };
const terms = { id: 1, title: 'Genel Şartlar ve Koşullar', body: '<h2>1. Taraflar</h2><p>Bu sözleşme…</p>' };

beforeEach(() => {
  api.page.mockReset().mockResolvedValue(terms);
});

describe('static page', () => {
  it("shows the server's title in the heading and the breadcrumb, and its HTML body", async () => {
    renderRemoteAt(remote, '/pages/1', TR);
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('page-body')).toContainHTML('<h2>1. Taraflar</h2>');
    expect(api.page).toHaveBeenCalledWith({ id: '1' });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Genel Şartlar ve Koşullar');
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs).toHaveTextContent('Ana Sayfa');
    expect(crumbs).toHaveTextContent('Genel Şartlar ve Koşullar');
  });

  it('an unknown page shows the translated not-found state', async () => {
    api.page.mockRejectedValueOnce(new ApiError('Not found', 404));
    renderRemoteAt(remote, '/pages/999', TR);
    expect(await screen.findByTestId('page-not-found')).toHaveTextContent('Sayfa bulunamadı');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Sayfa bulunamadı');
  });

  it('an id that cannot exist is not found without asking the server', () => {
    renderRemoteAt(remote, '/pages/abc', TR);
    expect(screen.getByTestId('page-not-found')).toBeInTheDocument();
    expect(api.page).not.toHaveBeenCalled();
  });

  it('a failed load offers Retry', async () => {
    api.page.mockRejectedValueOnce(new ApiError('Network Error', undefined));
    renderRemoteAt(remote, '/pages/1', TR);
    fireEvent.click(await screen.findByTestId('page-failed-retry'));
    expect(await screen.findByTestId('page-body')).toBeInTheDocument();
    expect(api.page).toHaveBeenCalledTimes(2);
  });
});
