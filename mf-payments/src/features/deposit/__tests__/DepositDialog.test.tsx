import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints, fixtureResult } from '@arena/api-client/testing';
import { DynamicFieldType, type BusEvent, type PaymentDetailField } from '@arena/contracts';
import { renderRemoteDialog } from '@arena/remote-kit/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const base = { mask: null, option: null, pattern: null, min: null, max: null, currency: false };
const FIELDS: PaymentDetailField[] = [
  { ...base, key: 'Amount', label: 'Amount', objectType: DynamicFieldType.Decimal, min: 10_000, max: 5_000_000, currency: true },
  {
    ...base,
    key: 'Iban',
    label: 'IBAN',
    objectType: DynamicFieldType.String,
    mask: 'TR99 9999 9999 9999 9999 9999 99',
    pattern: '^TR\\d{2}( ?\\d{4}){5} ?\\d{2}$',
  },
  { ...base, key: 'Expiry', label: 'Expiry', objectType: DynamicFieldType.String, mask: '99/99', pattern: '^(0[1-9]|1[0-2])/?\\d{2}$' },
  { ...base, key: 'AccountHolder', label: 'Account holder', objectType: DynamicFieldType.String },
  { ...base, key: 'Installments', label: 'Installments', objectType: DynamicFieldType.Int, min: 1, max: 12 },
  {
    ...base,
    key: 'Bank',
    label: 'Bank',
    objectType: DynamicFieldType.Dropdown,
    option: [
      { id: '7', name: 'Ziraat' },
      { id: 8, name: 'Garanti' },
    ],
  },
  {
    ...base,
    key: 'Network',
    label: 'Network',
    objectType: DynamicFieldType.Dropdown,
    option: [
      { id: 'TRC20', name: 'Tron (TRC20)' },
      { id: 'ERC20', name: 'Ethereum (ERC20)' },
    ],
  },
];
const IBAN = 'TR33 0006 1005 1978 6457 8413 26';
const URL = 'http://localhost:8080/payment/sandbox/dep-1';

const input = (key: string) => screen.getByTestId<HTMLInputElement>(`input-${key}`);
const type = (key: string, value: string) => {
  fireEvent.focus(input(key));
  fireEvent.change(input(key), { target: { value } });
  fireEvent.blur(input(key));
};

async function openForm(state = {}) {
  const view = renderRemoteDialog(remote, 'deposit', { props: { methodId: 1 }, state });
  const events: BusEvent[] = [];
  view.bus.events$.subscribe((e) => events.push(e));
  await screen.findByTestId('payment-form');
  return { ...view, events };
}

function fillValid() {
  type('Amount', '1.234,5');
  type('Iban', IBAN.replace(/ /g, ''));
  type('Expiry', '1228');
  type('AccountHolder', 'Ayşe Yılmaz');
  type('Installments', '3');
  fireEvent.change(input('Bank'), { target: { value: '7' } });
  fireEvent.change(input('Network'), { target: { value: 'TRC20' } });
}

const open = jest.spyOn(window, 'open').mockImplementation(() => null);

beforeEach(() => {
  jest.clearAllMocks();
  api.paymentDetail.mockResolvedValue(FIELDS);
  api.deposit.mockImplementation(async () => ({ success: true, message: 'Your deposit request has been created.', data: URL }));
});

describe('deposit dialog', () => {
  it('shows a loading indicator until the fields of the method it was opened with load', async () => {
    let answer!: (fields: PaymentDetailField[]) => void;
    api.paymentDetail.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderRemoteDialog(remote, 'deposit', { props: { methodId: 2 } });
    expect(await screen.findByTestId('fields-loading')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-method')).toHaveTextContent('Papara');
    expect(api.paymentDetail).toHaveBeenCalledWith({ id: 2, type: 1 });
    await act(async () => answer(FIELDS));
    expect(screen.queryByTestId('fields-loading')).toBeNull();
    expect(screen.getByTestId('payment-form')).toBeInTheDocument();
  });

  it('builds a control per field kind: lira amount, masked text, plain text, number, dropdowns', async () => {
    await openForm();
    expect(within(screen.getByTestId('field-Amount')).getByText('₺')).toBeInTheDocument();
    expect(screen.getByTestId('field-Amount')).toHaveTextContent('Min ₺100,00 · Max ₺50.000,00');
    expect(input('Iban')).toHaveAttribute('placeholder', 'TR00 0000 0000 0000 0000 0000 00');
    expect(input('Expiry')).toHaveAttribute('placeholder', '00/00');
    expect(input('AccountHolder')).not.toHaveAttribute('placeholder');
    expect(input('Bank').tagName).toBe('SELECT');
    expect([...input('Network').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Select', 'Tron (TRC20)', 'Ethereum (ERC20)']);
    expect(screen.getByLabelText('IBAN')).toBe(input('Iban'));
  });

  it('lays typed text over the mask', async () => {
    await openForm();
    type('Iban', 'tr330006100519786457841326');
    expect(input('Iban').value).toBe(IBAN);
    type('Expiry', '1228');
    expect(input('Expiry').value).toBe('12/28');
  });

  it('has a paste button on Iban only (of these fields), filling it from the clipboard through the mask', async () => {
    Object.assign(navigator, { clipboard: { readText: jest.fn(async () => ` ${IBAN.replace(/ /g, '')} `) } });
    await openForm();
    expect(screen.queryAllByTestId(/^paste-/).map((b) => b.dataset.testid)).toEqual(['paste-Iban']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Paste IBAN' })));
    expect(input('Iban').value).toBe(IBAN);
  });

  it('formats the amount in tr-TR once the player leaves it, keeping what was typed while typing', async () => {
    await openForm();
    fireEvent.focus(input('Amount'));
    fireEvent.change(input('Amount'), { target: { value: '12345,6' } });
    expect(input('Amount').value).toBe('12345,6');
    fireEvent.blur(input('Amount'));
    expect(input('Amount').value).toBe('12.345,60');
  });

  it('keeps submit disabled until every field is valid', async () => {
    await openForm();
    const submit = screen.getByTestId('payment-submit');
    expect(submit).toBeDisabled();
    fillValid();
    expect(submit).toBeEnabled();
    type('Amount', '99,99');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('error-Amount')).toBeInTheDocument();
    type('Amount', '100');
    type('Iban', 'TR12');
    expect(submit).toBeDisabled();
    expect(screen.getByTestId('error-Iban')).toBeInTheDocument();
  });

  it('sends { id, target: pay, detail } with numbers as numbers and dropdown ids as the spec says, under an idempotency key', async () => {
    await openForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
    expect(api.deposit).toHaveBeenCalledWith(
      {
        id: 1,
        target: 'pay',
        detail: { Amount: 123_450, Iban: IBAN, Expiry: '12/28', AccountHolder: 'Ayşe Yılmaz', Installments: 3, Bank: 7, Network: 'TRC20' },
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
  });

  it('retries a submission after a network error with the same key; a refused one and the next one get a new key', async () => {
    await openForm();
    fillValid();
    api.deposit.mockRejectedValueOnce(new ApiError('Network Error', undefined)).mockRejectedValueOnce(new ApiError('Limit exceeded', 400));
    const submit = async () => act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
    await submit();
    await submit();
    await submit();
    const keys = api.deposit.mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a licence that wants a deposit limit first: the reason stays by the form with a link that closes the dialog and opens the limits page', async () => {
    const reason =
      "This site's licence asks you to set a deposit limit before you deposit: set one on the Responsible Gambling page of your account (/dashboard/responsible-gambling).";
    const view = await openForm({ i18n: { locale: 'tr', translations: { 'Set a deposit limit': 'Para yatırma limiti belirleyin' } } });
    fillValid();
    api.deposit.mockRejectedValueOnce(new ApiError(reason, 409, 'deposit_limit_required'));
    await act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
    expect(screen.getByTestId('deposit-limit-required')).toHaveTextContent(reason);
    const link = screen.getByRole('link', { name: 'Para yatırma limiti belirleyin' });
    expect(link).toHaveAttribute('href', '/dashboard/responsible-gambling');
    fireEvent.click(link);
    expect(view.close).toHaveBeenCalledTimes(1);
    expect(view.events).toContainEqual({ type: 'navigate', to: '/dashboard/responsible-gambling' });
    expect(open).not.toHaveBeenCalled();
  });

  it('another refusal (a limit reached) shows no link to the limits page', async () => {
    await openForm();
    fillValid();
    api.deposit.mockRejectedValueOnce(new ApiError('This deposit would exceed your daily deposit limit.', 400));
    await act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
    expect(screen.queryByTestId('deposit-limit-required')).toBeNull();
    expect(screen.getByTestId('payment-submit')).toBeInTheDocument();
  });

  it('after success shows the message, opens the payment page in a new tab, and a continue button replacing submit reopens it', async () => {
    const { events } = await openForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByTestId('payment-submit')));
    expect(open).toHaveBeenCalledWith(URL, '_blank', 'noopener');
    expect(screen.getByTestId('deposit-message')).toHaveTextContent('Your deposit request has been created.');
    expect(events).toContainEqual({ type: 'toast/show', toast: { type: 'success', message: 'Your deposit request has been created.' } });
    expect(screen.queryByTestId('payment-submit')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Click the button below to continue the process!' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenLastCalledWith(URL, '_blank', 'noopener');
  });

  it.each([
    ['an empty list', () => Promise.resolve([])],
    ['a failed load', () => Promise.reject(new ApiError('Unknown method', 404))],
  ])("on %s shows 'No data found' and closes the dialogs 100 ms later", async (_case, answer) => {
    api.paymentDetail.mockImplementation(answer);
    const { bus, close } = renderRemoteDialog(remote, 'deposit', { props: { methodId: 1 } });
    let toastAt = 0;
    bus.events$.subscribe((e) => {
      if (e.type === 'toast/show' && e.toast.message === 'No data found') toastAt = Date.now();
    });
    await waitFor(() => expect(toastAt).toBeGreaterThan(0));
    expect(close).not.toHaveBeenCalled();
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(Date.now() - toastAt).toBeGreaterThanOrEqual(90);
  });

  it('starts at the method picker when opened without a method: cards with logos and limits in the player language', async () => {
    renderRemoteDialog(remote, 'deposit', { state: { i18n: { locale: 'en', translations: {} } } });
    const card = await screen.findByTestId('method-1');
    expect(card).toHaveTextContent('Havale / EFT');
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/payments/bank-transfer.svg');
    expect(screen.getByTestId('limits-1')).toHaveTextContent('Min ₺100.00 · Max ₺50,000.00');
    expect(api.paymentMethods).toHaveBeenCalledWith({ type: 1 });
    // the daily limit and the time are the method record's, as the server sends them
    expect(screen.getByTestId('daily-limit-1')).toHaveTextContent('Daily limit ₺100,000.00');
    expect(screen.getByTestId('time-1')).toHaveTextContent('Takes: 15 minutes – 2 hours');
    expect(screen.getByTestId('time-2')).toHaveTextContent('Takes: Instant');
    fireEvent.click(card);
    expect(await screen.findByTestId('payment-form')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('change-method'));
    expect(screen.getByTestId('method-picker')).toBeInTheDocument();
  });
});

it('shows what each method’s record says, in Turkish too, and no daily limit or time a method does not state', async () => {
  api.paymentMethods.mockResolvedValueOnce([
    {
      id: 4,
      name: 'Kripto (USDT)',
      logo: '/media/payments/crypto.svg',
      minAmount: 20_000,
      maxAmount: 10_000_000,
      dailyLimit: 20_000_000,
      time: { min: 10, max: 30 },
    },
    { id: 9, name: 'Yeni', logo: '/media/payments/new.svg', minAmount: 1_000, maxAmount: 2_000, dailyLimit: null, time: null },
  ]);
  renderRemoteDialog(remote, 'deposit', { state: { i18n: { locale: 'tr', translations: { 'Daily limit': 'Günlük limit', Takes: 'Süre' } } } });
  expect(await screen.findByTestId('daily-limit-4')).toHaveTextContent('Günlük limit ₺200.000,00');
  expect(screen.getByTestId('time-4')).toHaveTextContent('Süre: 10–30 dakika');
  expect(screen.queryByTestId('daily-limit-9')).toBeNull();
  expect(screen.queryByTestId('time-9')).toBeNull();
});

describe('deposit-money sheet', () => {
  it('lists the deposit methods; a pick opens the deposit dialog at that method', async () => {
    const { bus } = renderRemoteDialog(remote, 'depositSheet');
    fireEvent.click(await screen.findByTestId('method-2'));
    expect(bus.getState().dialog).toEqual({ name: 'deposit', props: { methodId: 2 } });
    expect(fixtureResult('paymentMethods')).toHaveLength(2);
  });
});
