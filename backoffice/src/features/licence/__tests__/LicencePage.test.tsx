import { screen, within } from '@testing-library/react';
import { LICENCE_PROFILES } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { licenceApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => ({ licenceApi: { profile: jest.fn() } }));

/** the value shown beside a rule's label */
const rule = (label: string) => within(document.querySelector(`[data-rule="${label}"]`) as HTMLElement);

describe('licence', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'admin', role: 'admin' });
  });

  it("shows the UKGC's rules as the server runs them: stake caps by age, no autoplay, a 10× bonus cap, lifting on request", async () => {
    jest.mocked(licenceApi).profile.mockResolvedValue(LICENCE_PROFILES.ukgc);
    renderBackoffice('/licence');
    expect(await screen.findByTestId('licence-regulator')).toHaveTextContent('UK Gambling Commission (ukgc)');
    expect(rule('Slot stake cap').getByText('₺1,000.00')).toBeInTheDocument();
    expect(rule('Slot stake cap for younger adults').getByText('₺400.00 under 25')).toBeInTheDocument();
    expect(rule('Autoplay').getByText('No')).toBeInTheDocument();
    expect(rule('Bonus wagering cap').getByText('10×')).toBeInTheDocument();
    expect(rule('Self-exclusion ends').getByText('On request, 24 hours after the player asks')).toBeInTheDocument();
  });

  it("shows Curaçao's: no caps, and a self-exclusion that ends with its period", async () => {
    jest.mocked(licenceApi).profile.mockResolvedValue(LICENCE_PROFILES.curacao);
    renderBackoffice('/licence');
    expect(await screen.findByTestId('licence-regulator')).toHaveTextContent('Curaçao Gaming Control Board (curacao)');
    expect(rule('Slot stake cap').getByText('None')).toBeInTheDocument();
    expect(rule('Bonus wagering cap').getByText('None')).toBeInTheDocument();
    expect(rule('Self-exclusion ends').getByText('With its period')).toBeInTheDocument();
  });
});
