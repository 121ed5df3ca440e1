import { act, screen, within } from '@testing-library/react';
import type { ContentCategory } from '@arena/contracts';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { renderChrome } from '../../__tests__/chrome-harness';
import { Footer } from '../Footer';
import { PROVIDERS } from '../providers';

jest.mock('../ProviderSlider', () => ({
  __esModule: true,
  default: () => <div data-testid="provider-slider" />,
}));

const categories: ContentCategory[] = [
  { id: 1, name: 'Gambling', content: [{ id: 5, title: 'Sorumlu Kumar' }] },
  {
    id: 2,
    name: 'Policies',
    content: [
      { id: 1, title: 'Genel Şartlar' },
      { id: 2, title: 'Gizlilik' },
    ],
  },
  { id: 3, name: 'Footer', content: [{ id: 8, title: 'Hakkımızda' }] },
  { id: 4, name: 'Quick Links', content: [{ id: 11, title: 'Bonus Kuralları' }] },
];

const options = {
  facebook: 'https://fb.example',
  twitter: 'https://x.example',
  instagram: 'https://ig.example',
  youtube: 'https://yt.example',
  whatsapp: 'https://wa.example',
  telegram: 'https://t.example',
  telegramcontact1: 'https://t.me/1',
  telegramcontact2: 'https://t.me/2',
  whatsappcontact1: 'https://wa.me/1',
  whatsappcontact2: 'https://wa.me/2',
  whatsappcontact3: 'https://wa.me/3',
  whatsappcontact4: 'https://wa.me/4',
  licenceurl: 'https://licence.example',
  licencetext: 'Operated by Arena Entertainment N.V.',
};

async function renderFooter(list: ContentCategory[] = categories, siteOptions: Record<string, string> = options) {
  const api = createFakeEndpoints({ categoryList: () => Promise.resolve(list) });
  const result = renderChrome(<Footer />, { site: { options: siteOptions }, api });
  await act(async () => undefined);
  return result;
}

describe('Footer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps its place with a placeholder until the categories arrive, then renders whole', async () => {
    let answer: (list: ContentCategory[]) => void = () => undefined;
    const api = createFakeEndpoints({
      categoryList: () =>
        new Promise<ContentCategory[]>((resolve) => {
          answer = resolve;
        }),
    });
    const { container } = renderChrome(<Footer />, { site: { options }, api });
    await act(async () => undefined);
    expect(screen.queryByTestId('footer')).toBeNull();
    expect(container.querySelector('footer[aria-hidden="true"]')).not.toBeNull();
    await act(async () => answer(categories));
    expect(screen.getByTestId('footer')).toBeInTheDocument();
    expect(screen.getByTestId('footer-logo')).toBeInTheDocument();
    expect(screen.getByTestId('licence-link')).toHaveAttribute('href', options.licenceurl);
  });

  it('starts the provider slider 500 ms after the categories load', async () => {
    await renderFooter();
    expect(screen.queryByTestId('provider-slider')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(499));
    expect(screen.queryByTestId('provider-slider')).toBeNull();
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByTestId('provider-slider')).toBeInTheDocument();
  });

  it('links betting, casino and games to their routes and the category columns to /pages/{id}', async () => {
    await renderFooter();
    const hrefs = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(hrefs('footer-col-betting')).toEqual(['/spor', '/livespor', '/esports']);
    expect(hrefs('footer-col-casino')).toEqual(['/casino/slot', '/casino/live', '/casino/tvbets']);
    expect(hrefs('footer-col-games')).toEqual(['/casino/games']);
    expect(hrefs('footer-col-quick-links')).toEqual(['/pages/11']);
    expect(hrefs('footer-col-gambling')).toEqual(['/pages/5']);
    expect(hrefs('footer-col-terms')).toEqual(['/pages/1', '/pages/2']);
    expect(within(screen.getByTestId('footer-about')).getByRole('link')).toHaveAttribute('href', '/pages/8');
  });

  it('renders a missing category as an empty column and logs it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderFooter(categories.filter((c) => c.name !== 'Policies'));
    expect(within(screen.getByTestId('footer-col-terms')).queryAllByRole('link')).toHaveLength(0);
    expect(within(screen.getByTestId('footer-col-gambling')).getAllByRole('link')).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"Policies"'));
    error.mockRestore();
  });

  it('links the six social networks and the two Telegram and four WhatsApp contacts from site options', async () => {
    await renderFooter();
    for (const name of ['facebook', 'twitter', 'instagram', 'youtube', 'whatsapp', 'telegram'] as const) {
      expect(screen.getByTestId(`social-${name}`)).toHaveAttribute('href', options[name]);
      expect(screen.getByTestId(`social-${name}`).querySelector('svg path')).not.toBeNull();
    }
    expect(within(screen.getByTestId('footer-contacts')).getAllByRole('link')).toHaveLength(6);
  });

  it('shows the 18+ warning, licence link and statement, the terms notice and this year’s copyright', async () => {
    await renderFooter();
    expect(screen.getByTestId('adult-icon')).toHaveTextContent('18+');
    expect(screen.getByTestId('licence-link')).toHaveAttribute('href', options.licenceurl);
    expect(screen.getByTestId('licence-text')).toHaveTextContent(options.licencetext);
  });

  it('shows a demo site’s logo and statement without a link to any regulator', async () => {
    const { licenceurl: _none, ...demo } = { ...options, licencelogo: '/media/licence-demo.svg', licencetext: 'This is a demonstration site.' };
    await renderFooter(categories, demo);
    expect(screen.queryByTestId('licence-link')).toBeNull();
    expect(screen.getByTestId('licence-logo')).toHaveAttribute('src', '/media/licence-demo.svg');
    expect(screen.getByTestId('licence-logo').closest('a')).toBeNull();
    expect(screen.getByTestId('licence-text')).toHaveTextContent('This is a demonstration site.');
  });

  it('shows the licence statement in the player’s language (the option is a translation key)', async () => {
    const { bus } = await renderFooter();
    act(() =>
      bus.emit({ type: 'i18n/loaded', i18n: { locale: 'tr', translations: { [options.licencetext]: 'Arena Entertainment N.V. tarafından işletilir.' } } }),
    );
    expect(screen.getByTestId('licence-text')).toHaveTextContent('Arena Entertainment N.V. tarafından işletilir.');
    expect(screen.getByTestId('terms-notice')).toHaveTextContent('at least two weeks after the announcement');
    expect(screen.getByTestId('copyright')).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('lists the twelve providers in order', () => {
    expect(PROVIDERS.map((p) => p.id)).toEqual([
      'amusnet-c',
      '3oaksgaming-c',
      'amatic-c',
      'bgaming-c',
      'betsoftow-c',
      'pragmaticplay-c',
      'evolution-c',
      'evoplay-c',
      'netent-c',
      'novomatic-c',
      'redtiger-c',
      'spribe-c',
    ]);
  });
});
