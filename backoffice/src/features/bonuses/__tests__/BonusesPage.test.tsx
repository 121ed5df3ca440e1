import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorCampaign, OperatorGrantedBonus } from '@arena/contracts';
import { api } from '../../../api/calls';
import { ApiError } from '../../../api/client';
import { renderBackoffice } from '../../../__tests__/render';
import { bonusesApi } from '../api/calls';
import { NEW_CAMPAIGN } from '../components/CampaignForm';

jest.mock('../../../api/calls', () => ({ api: { me: jest.fn() } }));
// every call a jest.fn(): each test says what the server answers
jest.mock('../api/calls', () => {
  const { bonusesApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { bonusesApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(bonusesApi);

const WELCOME: OperatorCampaign = {
  ...NEW_CAMPAIGN,
  id: 4,
  slug: 'welcome',
  title: { tr: 'Hoş geldin', en: 'Welcome' },
  description: { tr: 'İlk yatırıma', en: 'On the first deposit' },
  startsAt: '2026-11-01T00:00:00.000Z',
  newPlayerDays: 30,
  firstDepositOnly: true,
  enabled: true,
};
const bonus = (overrides: Partial<OperatorGrantedBonus> = {}): OperatorGrantedBonus => ({
  id: 31,
  userId: 12,
  username: 'ayse',
  campaignId: 4,
  campaign: 'Welcome',
  kind: 'deposit_match',
  status: 'active',
  amount: 50_000,
  wagered: 10_000,
  wageringRequired: 1_500_000,
  settled: 0,
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-12-24T09:00:00.000Z',
  endedAt: null,
  ...overrides,
});

describe('bonuses screens', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api.me).mockResolvedValue({ username: 'the-risk', role: 'risk' });
    mocked.campaigns.mockResolvedValue([WELCOME]);
  });

  it('lists campaigns with their eligibility and changes one', async () => {
    mocked.saveCampaign.mockResolvedValue('The campaign has been saved.');
    renderBackoffice('/bonuses');
    const row = (await screen.findByText('Welcome')).closest('tr')!;
    expect(row).toHaveTextContent('registered within 30 days · no deposit yet · once per player');
    expect(row).toHaveTextContent('30× in 30 days, max bet ₺50.00');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit Welcome' }));
    const form = screen.getByRole('form', { name: 'Edit Welcome' });
    fireEvent.change(within(form).getByLabelText('Multiplier (×)'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Maximum bet (₺)'), { target: { value: '25' } });
    fireEvent.change(within(form).getByLabelText('Claim code (optional)'), { target: { value: 'HOSGELDIN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The campaign has been saved.');
    const saved = mocked.saveCampaign.mock.calls[0][0];
    expect(saved).toMatchObject({
      id: 4,
      slug: 'welcome',
      code: 'HOSGELDIN',
      percent: 10_000,
      minDeposit: 10_000,
      newPlayerDays: 30,
      firstDepositOnly: true,
      wagering: { multiplier: 20, maxBet: 2_500, minOdds: 150, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 } },
    });
    expect(new Date(saved.startsAt).toISOString()).toBe(WELCOME.startsAt);
  });

  it('saves a free-bet campaign with nothing to wager, whatever the multiplier field says', async () => {
    mocked.saveCampaign.mockResolvedValue('The campaign has been saved.');
    renderBackoffice('/bonuses');
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    const form = screen.getByRole('form', { name: 'New campaign' });
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'free-bet' } });
    fireEvent.change(within(form).getByLabelText('Title (Turkish)'), { target: { value: 'Bedava bahis' } });
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: 'Free bet' } });
    fireEvent.change(within(form).getByLabelText('Kind'), { target: { value: 'free_bet' } });
    expect(within(form).getByLabelText('Multiplier (×)')).toHaveValue('30');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The campaign has been saved.');
    expect(mocked.saveCampaign.mock.calls[0][0]).toMatchObject({ kind: 'free_bet', wagering: { multiplier: 0 } });
  });

  it('names the field that is not right and shows the server refusal of a new campaign', async () => {
    mocked.saveCampaign.mockRejectedValue(new ApiError('A campaign with this slug already exists.', 409));
    renderBackoffice('/bonuses');
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    const form = screen.getByRole('form', { name: 'New campaign' });
    fireEvent.change(within(form).getByLabelText('Slug'), { target: { value: 'welcome' } });
    fireEvent.change(within(form).getByLabelText('Title (Turkish)'), { target: { value: 'Yeni' } });
    fireEvent.change(within(form).getByLabelText('Title (English)'), { target: { value: 'New' } });
    fireEvent.change(within(form).getByLabelText('Maximum bet (₺)'), { target: { value: 'lots' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the field "Maximum bet (₺)".')).toBeInTheDocument();
    expect(mocked.saveCampaign).not.toHaveBeenCalled();

    fireEvent.change(within(form).getByLabelText('Maximum bet (₺)'), { target: { value: '50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A campaign with this slug already exists.')).toBeInTheDocument();
  });

  it('grants a campaign under one key per grant, filters the granted bonuses and forfeits one', async () => {
    mocked.granted.mockResolvedValue([bonus()]);
    mocked.grant.mockRejectedValueOnce(new ApiError('Network Error', 0)).mockResolvedValue('The bonus has been granted.');
    mocked.forfeit.mockResolvedValue('The bonus has been forfeited.');
    renderBackoffice('/bonuses');
    fireEvent.click(await screen.findByRole('button', { name: 'Granted bonuses' }));
    await screen.findByText('ayse');
    expect(mocked.granted).toHaveBeenCalledWith({ status: 'active' });

    const form = await screen.findByRole('form', { name: 'Grant a bonus' });
    fireEvent.change(within(form).getByLabelText('Player ID'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Amount (₺, optional)'), { target: { value: '150' } });
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    expect(await within(form.parentElement!).findByText('Network Error')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Grant' }));
    await waitFor(() => expect(mocked.grant).toHaveBeenCalledTimes(2));
    const [[first, firstKey], [second, secondKey]] = mocked.grant.mock.calls;
    expect(first).toEqual({ userId: 12, campaignId: 4, amount: 15_000, reason: 'Goodwill' });
    expect(second).toEqual(first);
    // the retry is the same grant: the server answers it without granting twice
    expect(secondKey).toBe(firstKey);
    expect(await screen.findByText('The bonus has been granted.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByPlaceholderText('Username or user code'), { target: { value: 'ayse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(mocked.granted).toHaveBeenLastCalledWith({ player: 'ayse' }));

    fireEvent.click(screen.getByRole('button', { name: 'Forfeit ayse Welcome' }));
    fireEvent.change(screen.getByLabelText('Reason for ayse Welcome'), { target: { value: 'Bonus abuse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm forfeit' }));
    await waitFor(() => expect(mocked.forfeit).toHaveBeenCalledWith(31, 'Bonus abuse'));
    expect(await screen.findByText('The bonus has been forfeited.')).toBeInTheDocument();
  });

  it('says so when there is no campaign or bonus yet', async () => {
    mocked.campaigns.mockResolvedValue([]);
    mocked.granted.mockResolvedValue([]);
    renderBackoffice('/bonuses');
    expect(await screen.findByText('No campaigns yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Granted bonuses' }));
    expect(await screen.findByText('No bonuses found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grant' })).toBeDisabled();
  });
});
