import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@arena/api-client';
import type { BusEvent } from '@arena/contracts';
import { renderRemoteAt, renderRemoteDialog } from '@arena/remote-kit/testing';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const EN = { i18n: { locale: 'en', translations: {} } };
const welcome = fixtureResult('promotion');
const cashback = { ...welcome, id: 2, slug: 'weekly-cashback', title: 'Weekly cashback', summary: '10% back every Monday', bonusOfferId: 3 };

let search = '';
function Address() {
  search = useLocation().search;
  return null;
}

/** The promotions page, with the address it ends at. */
function renderPromotions(path = '/promotions') {
  const view = renderRemoteAt(
    {
      App: () => (
        <>
          <remote.App />
          <Routes>
            <Route path="*" element={<Address />} />
          </Routes>
        </>
      ),
    },
    path,
    EN,
  );
  return view;
}

beforeEach(() => {
  search = '';
  api.promotions.mockReset().mockResolvedValue([welcome, cashback]);
  api.promotion.mockReset().mockResolvedValue(welcome);
});

describe('promotions page', () => {
  it('shows placeholders, then a card per promotion: image, title and summary', async () => {
    renderPromotions();
    expect(screen.getAllByTestId('promotion-skeleton').length).toBeGreaterThan(0);
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Welcome bonus');
    expect(cards[0]).toHaveTextContent('100% up to ₺5,000');
    expect(cards[0].querySelector('img')).toHaveAttribute('src', welcome.images[0].url);
    expect(cards[1]).toHaveTextContent('Weekly cashback');
  });

  it('a card opens the promotion dialog and names it in the address; closing the dialog drops it', async () => {
    const { bus } = renderPromotions();
    fireEvent.click((await screen.findAllByTestId('promotion-card'))[1]);
    await waitFor(() => expect(bus.getState().dialog).toEqual({ name: 'promotion', props: { slug: 'weekly-cashback' } }));
    expect(search).toBe('?promotion=weekly-cashback');
    act(() => bus.emit({ type: 'dialog/close' }));
    await waitFor(() => expect(search).toBe(''));
    expect(bus.getState().dialog).toBeNull();
  });

  it("a promotion with a bonus campaign has a 'Claim bonus' link to its offer on the claim page, the others none", async () => {
    const { bus } = renderPromotions();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    await screen.findAllByTestId('promotion-card');
    const claim = screen.getByRole('link', { name: 'Claim bonus' });
    expect(claim).toHaveAttribute('href', '/dashboard/claim-bonus?offer=3');
    fireEvent.click(claim);
    expect(events).toContainEqual({ type: 'navigate', to: '/dashboard/claim-bonus?offer=3' });
    // the card itself still opens the promotion, not the claim
    expect(bus.getState().dialog).toBeNull();
  });

  it('a claim link opened in a new tab is left to the browser', async () => {
    const { bus } = renderPromotions();
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    await screen.findAllByTestId('promotion-card');
    // whether the browser would follow the link (then stopped: jsdom does not navigate)
    let followed: boolean | undefined;
    const browser = (event: Event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link', { name: 'Claim bonus' }), { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(followed).toBe(true);
    expect(events.map((e) => e.type)).not.toContain('navigate');
  });

  it('a deep link opens its promotion directly', async () => {
    const { bus } = renderPromotions('/promotions?promotion=welcome-bonus');
    await waitFor(() => expect(bus.getState().dialog).toEqual({ name: 'promotion', props: { slug: 'welcome-bonus' } }));
  });

  it('a malformed deep link opens nothing', async () => {
    const { bus } = renderPromotions('/promotions?promotion=%3Cscript%3E');
    await screen.findAllByTestId('promotion-card');
    expect(bus.getState().dialog).toBeNull();
  });

  it('says when there are no promotions, and offers Retry when they fail to load', async () => {
    api.promotions.mockResolvedValueOnce([]);
    const { unmount } = renderPromotions();
    expect(await screen.findByTestId('promotions-empty')).toHaveTextContent('There are no promotions right now.');
    unmount();
    api.promotions.mockRejectedValueOnce(new Error('down'));
    renderPromotions();
    fireEvent.click(await screen.findByTestId('promotions-failed-retry'));
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(2);
  });
});

describe('promotion dialog', () => {
  it('loads the promotion by its slug: second image, title and HTML description', async () => {
    renderRemoteDialog(remote, 'promotion', { props: { slug: 'welcome-bonus' }, state: EN });
    expect(screen.getByTestId('promotion-loading')).toBeInTheDocument();
    const detail = await screen.findByTestId('promotion-detail');
    expect(api.promotion).toHaveBeenCalledWith({ slug: 'welcome-bonus' });
    expect(detail.querySelector('img')).toHaveAttribute('src', welcome.images[1].url);
    expect(screen.getByTestId('promotion-title')).toHaveTextContent('Welcome bonus');
    expect(screen.getByTestId('promotion-description').innerHTML).toBe('<p>Terms apply.</p>');
  });

  it("leads to claiming the promotion's bonus campaign, in the player's language", async () => {
    api.promotion.mockResolvedValueOnce(cashback);
    const { bus } = renderRemoteDialog(remote, 'promotion', {
      props: { slug: 'weekly-cashback' },
      state: { i18n: { locale: 'tr', translations: { 'Claim bonus': 'Bonusu al' } } },
    });
    const events: BusEvent[] = [];
    bus.events$.subscribe((e) => events.push(e));
    const claim = await screen.findByRole('link', { name: 'Bonusu al' });
    expect(claim).toHaveAttribute('href', '/dashboard/claim-bonus?offer=3');
    fireEvent.click(claim);
    expect(events).toContainEqual({ type: 'navigate', to: '/dashboard/claim-bonus?offer=3' });
  });

  it('has no claim link for a promotion without a bonus campaign', async () => {
    renderRemoteDialog(remote, 'promotion', { props: { slug: 'welcome-bonus' }, state: EN });
    await screen.findByTestId('promotion-detail');
    expect(screen.queryByRole('link', { name: 'Claim bonus' })).toBeNull();
  });

  it('an unknown promotion says it is no longer available', async () => {
    api.promotion.mockRejectedValueOnce(new ApiError('Not found', 404));
    renderRemoteDialog(remote, 'promotion', { props: { slug: 'gone' }, state: EN });
    expect(await screen.findByTestId('promotion-not-found')).toHaveTextContent('This promotion is no longer available.');
  });

  it('props without a slug ask for nothing', () => {
    renderRemoteDialog(remote, 'promotion', { props: {}, state: EN });
    expect(screen.getByTestId('promotion-not-found')).toBeInTheDocument();
    expect(api.promotion).not.toHaveBeenCalled();
  });
});
