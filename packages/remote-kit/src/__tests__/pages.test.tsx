import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { PageFrame, RemotePages, usePageRoute } from '../pages';
import { renderRemoteAt } from '../testing';

function StaticPage() {
  const { params } = usePageRoute();
  return <PageFrame title={`Sayfa ${params.id}`} />;
}
function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
const App = () => (
  <>
    <RemotePages remote="cms" pages={{ home: () => <PageFrame />, 'static-page': StaticPage, promotions: () => <PageFrame /> }} />
    <Where />
  </>
);
const translations = { Home: 'Ana Sayfa', Promotions: 'Promosyonlar' };

describe('RemotePages and PageFrame', () => {
  it('renders the owned page with its translated title and a breadcrumb from home', () => {
    renderRemoteAt({ App }, '/promotions', { i18n: { locale: 'tr', translations } });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Promosyonlar');
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('Ana Sayfa');
  });

  it('gives the home page no title block (no "Ana Sayfa / Ana Sayfa"), its title for screen readers only', () => {
    renderRemoteAt({ App }, '/', { i18n: { locale: 'tr', translations } });
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Sayfa' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'breadcrumb' })).toBeNull();
    expect(screen.queryByTestId('page-header')).toBeNull();
    expect(screen.getAllByText('Ana Sayfa')).toHaveLength(1);
  });

  it('passes route params and lets a page override its title', () => {
    renderRemoteAt({ App }, '/pages/7', { i18n: { locale: 'tr', translations } });
    expect(screen.getByTestId('page-title')).toHaveTextContent('Sayfa 7');
  });

  it("puts a page's own parents between home and it, and leaves the heading to the page when asked", () => {
    const Placed = () => <PageFrame title="Zar" parents={[{ label: 'Arena Originals', url: '/promotions' }]} heading={false} />;
    renderRemoteAt({ App: () => <RemotePages remote="cms" pages={{ 'static-page': Placed }} /> }, '/pages/7', { i18n: { locale: 'tr', translations } });
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(crumbs).toHaveTextContent(/^Ana Sayfa.*Arena Originals.*Zar$/);
    expect(screen.getByRole('link', { name: 'Arena Originals' })).toHaveAttribute('href', '/promotions');
    expect(screen.queryByTestId('page-title')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('navigates with a breadcrumb click', () => {
    renderRemoteAt({ App }, '/promotions', { i18n: { locale: 'tr', translations } });
    fireEvent.click(screen.getByText('Ana Sayfa'));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('renders nothing on a route another remote owns', () => {
    renderRemoteAt({ App }, '/casino/slot');
    expect(screen.queryByTestId('page-header')).toBeNull();
  });

  it('fails loudly when the remote lacks a page its routes name', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => <RemotePages remote="cms" pages={{}} />;
    expect(() => renderRemoteAt({ App: Broken }, '/')).toThrow("cms has no page 'home'");
  });
});
