import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HarmReview, HarmReviewDetail } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { saferGamblingApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { saferGamblingApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { saferGamblingApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(saferGamblingApi);

const REVIEW: HarmReview = {
  id: 7,
  userId: 42,
  username: 'ayse90',
  markers: [
    {
      code: 'net_deposit_30d',
      text: 'Net deposits of {amount} over 30 days, above the threshold of {threshold}',
      params: { amount: '30000.00', threshold: '25000.00' },
    },
  ],
  netDeposit30d: 3_000_000,
  depositsPaused: true,
  openedAt: '2026-12-03T10:00:00.000Z',
  closedAt: null,
  outcome: null,
};
const detail = (interactions: HarmReviewDetail['interactions'], review: Partial<HarmReview> = {}): HarmReviewDetail => ({
  review: { ...REVIEW, ...review },
  closeNote: null,
  interactions,
});

describe('safer gambling', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'support1', role: 'support' });
  });

  it('lists the open reviews with the player, the markers with their evidence and the net deposit', async () => {
    mocked.reviews.mockResolvedValue([REVIEW]);
    renderBackoffice('/safer-gambling');
    const row = await screen.findByTestId('harm-review-7');
    expect(mocked.reviews).toHaveBeenCalledWith({ state: 'open' });
    expect(within(row).getByRole('link', { name: 'ayse90' })).toHaveAttribute('href', '/players/42');
    expect(row).toHaveTextContent('Net deposit over the threshold');
    expect(row).toHaveTextContent('Net deposits of 30000.00 over 30 days, above the threshold of 25000.00');
    expect(row).toHaveTextContent('Deposits paused');
    expect(within(row).getByRole('link', { name: 'Open the review of ayse90' })).toHaveAttribute('href', '/safer-gambling/7');
  });

  it('records a message on a review and closes it with an outcome', async () => {
    mocked.review.mockResolvedValueOnce(detail([]));
    mocked.review.mockResolvedValueOnce(
      detail([{ id: 1, kind: 'message', body: 'Can we talk about your limits?', operator: 'support1', createdAt: '2026-12-03T10:05:00.000Z' }]),
    );
    mocked.review.mockResolvedValue(detail([], { closedAt: '2026-12-03T11:00:00.000Z', outcome: 'no_concern' }));
    mocked.interact.mockResolvedValue('The interaction is recorded.');
    mocked.close.mockResolvedValue('The review is closed.');
    renderBackoffice('/safer-gambling/7');
    const record = await screen.findByRole('form', { name: 'Record an interaction' });
    fireEvent.change(within(record).getByRole('combobox'), { target: { value: 'message' } });
    fireEvent.change(within(record).getByRole('textbox'), { target: { value: 'Can we talk about your limits?' } });
    fireEvent.click(within(record).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(mocked.interact).toHaveBeenCalledWith(7, { kind: 'message', body: 'Can we talk about your limits?' }));
    expect(await screen.findByText('The interaction is recorded.')).toBeInTheDocument();
    // the log shows it once the review is read again
    expect(await screen.findByRole('cell', { name: 'Can we talk about your limits?' })).toBeInTheDocument();

    const close = screen.getByRole('form', { name: 'Close the review' });
    fireEvent.change(within(close).getByRole('combobox'), { target: { value: 'no_concern' } });
    fireEvent.change(within(close).getByRole('textbox'), { target: { value: 'Payslips show it is affordable.' } });
    fireEvent.click(within(close).getByRole('button', { name: 'Close the review' }));
    await waitFor(() => expect(mocked.close).toHaveBeenCalledWith(7, { outcome: 'no_concern', note: 'Payslips show it is affordable.' }));
    // a closed review takes no more interactions
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Record an interaction' })).not.toBeInTheDocument());
  });
});
