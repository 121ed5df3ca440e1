// A valid 200 reply of every call of the table (checked against the reply schemas in
// __tests__/fixtures.test.ts): what the fake endpoints answer unless a test says otherwise.
import {
  DynamicFieldType,
  NotificationType,
  RequestStatus,
  SessionStatus,
  type AuthData,
  type EndpointName,
  type EndpointReply,
  type Game,
} from '@arena/contracts';

export const aviator: Game = {
  gameCode: 'spribe-aviator',
  name: 'Aviator',
  providerName: 'Spribe',
  mainProviderId: 3,
  system: 'spribe',
  productId: 11,
  image: '/media/games/aviator.webp',
};

export const authData: AuthData = {
  token: 'tok-fixture',
  username: 'ayse2024',
  usercode: 'A0000001',
  balance: 125_050,
  phone: '5321234567',
  smsVerified: false,
  betsyCid: null,
  betsyUrl: null,
  betsyToken: null,
  betcoToken: null,
  betcoUrl: null,
  fingerprint: 'fp-fixture',
};

const data = <T>(value: T, message = '') => ({ success: true as const, message, data: value });
const done = (message: string) => ({ success: true as const, message });

export const fixtures: { [N in EndpointName]: EndpointReply<N> } = {
  login: data(authData, 'Login successful.'),
  register: data(authData, 'Registration successful.'),
  authForm: data({
    countries: [
      { id: 81, name: 'Almanya' },
      { id: 235, name: 'Türkiye' },
    ],
  }),
  logout: done('You have been logged out.'),
  sendResetPassword: done('If the username exists, a reset code has been sent to its e-mail address.'),
  checkResetCode: done('The code is correct. Please enter your new password.'),
  changePasswordWithCode: done('Your password has been changed. You can now log in.'),
  updatePhone: done('The verification code has been sent to your phone.'),
  changePassword: done('Your password has been changed.'),
  sessionHistory: data([
    {
      id: 1,
      createdAt: '2026-11-02T08:15:00.000Z',
      lastSeenAt: '2026-11-02T09:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0',
      fingerprint: 'fp-fixture',
      status: SessionStatus.Processing,
    },
  ]),
  profile: data({
    username: 'ayse2024',
    usercode: 'A0000001',
    name: 'Ayşe',
    surname: 'Çağlar',
    email: 'ayse@example.com',
    phone: '5321234567',
    smsVerified: false,
    birthDate: '1990-04-09',
    country: 'Türkiye',
  }),
  notificationList: data([
    { id: 1, title: 'Welcome to Arena', note: 'Your account is ready.', type: NotificationType.System, timeStamp: '2026-11-02T08:15:00.000', isRead: false },
  ]),
  readNotification: done(''),
  balance: data({ balance: 125_050 }),
  paymentMethods: data([
    { id: 1, name: 'Havale / EFT', logo: '/media/payments/bank-transfer.svg', minAmount: 10_000, maxAmount: 5_000_000 },
    { id: 2, name: 'Papara', logo: '/media/payments/papara.svg', minAmount: 5_000, maxAmount: 2_500_000 },
  ]),
  paymentDetail: data([
    {
      key: 'Amount',
      label: 'Amount',
      mask: null,
      objectType: DynamicFieldType.Decimal,
      option: null,
      pattern: null,
      min: 10_000,
      max: 5_000_000,
      currency: true,
    },
    {
      key: 'Iban',
      label: 'IBAN',
      mask: 'TR99 9999 9999 9999 9999 9999 99',
      objectType: DynamicFieldType.String,
      option: null,
      pattern: '^TR\\d{2}( ?\\d{4}){5} ?\\d{2}$',
      min: null,
      max: null,
      currency: false,
    },
  ]),
  deposit: data('http://localhost:8080/payment/sandbox/dep-fixture', 'Your deposit request has been created.'),
  withdraw: done('Your withdrawal request has been received.'),
  financialActivities: data({
    items: [
      {
        id: 'request-2',
        kind: 'withdraw',
        amount: -20_000,
        status: RequestStatus.Pending,
        description: 'Papara',
        createdAt: '2026-11-02T10:00:00.000Z',
      },
      {
        id: 'request-1',
        kind: 'deposit',
        amount: 50_000,
        status: RequestStatus.Confirmed,
        description: 'Havale / EFT',
        createdAt: '2026-11-02T09:00:00.000Z',
      },
    ],
    total: 2,
  }),
  trialBonusAmount: data({ amount: 5_000 }),
  defineTrialBonus: data({ amount: 5_000, balance: 130_050 }, 'The trial bonus has been credited to your balance.'),
  languageList: data([
    { locale: 'tr', name: 'Türkçe' },
    { locale: 'en', name: 'English' },
  ]),
  translationList: data([{ key: 'Login', value: 'Giriş' }]),
  siteOptionList: data([{ key: 'livechat', value: 'https://chat.example/widget' }]),
  menuList: data([
    { url: '/casino/slot', icon: 'slot', svgStyle: null, title: 'Slot' },
    { url: 'game:spribe-aviator', icon: 'plane', title: 'Aviator', gameCode: 'spribe-aviator' },
  ]),
  popup: data(null),
  domainStatus: data({ current: 'arena.example', next: 'arena2.example' }),
  categoryList: data([{ id: 1, name: 'Corporate', content: [{ id: 10, title: 'About us' }] }]),
  contentList: data([{ id: 10, title: 'About us' }]),
  page: data({ id: 10, title: 'About us', body: '<p>Arena is a place to play.</p>' }),
  casinoCategoryList: data([{ id: 1, name: 'Popular', slugList: ['slot', 'games'], games: [aviator] }]),
  casinoGames: data({ games: [aviator], total: 1 }),
  remoteMap: data({
    casino: '/remotes/casino/mf-manifest.json',
    sports: '/remotes/sports/mf-manifest.json',
    account: '/remotes/account/mf-manifest.json',
    payments: '/remotes/payments/mf-manifest.json',
    cms: '/remotes/cms/mf-manifest.json',
  }),
  health: done(''),
  devOutbox: data([
    { id: 1, channel: 'sms', to: '5321234567', subject: '', body: 'Your Arena verification code is 123456.', createdAt: '2026-11-02T08:15:00.000Z' },
  ]),
};
