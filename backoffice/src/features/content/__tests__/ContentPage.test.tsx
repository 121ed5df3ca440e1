import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { setLanguage } from '../../../i18n/texts';
import { contentApi, type ContentSnapshot, type StoredBanner } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { contentApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { contentApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(api);
const content = jest.mocked(contentApi);

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const banner = (id: number, title: string, rest: Partial<StoredBanner> = {}): StoredBanner => ({
  id,
  sort: id,
  slider: 'home',
  url: '/promotions',
  target: '_self',
  images: [`/media/banners/${id}-768.webp`, `/media/banners/${id}-1920.webp`, `/media/banners/${id}-1200.webp`],
  published: true,
  startsAt: null,
  endsAt: null,
  texts: { tr: { title: `${title} (tr)` }, en: { title } },
  ...rest,
});

const snapshot = (rest: Partial<ContentSnapshot> = {}): ContentSnapshot => ({
  banners: [],
  promotions: [],
  pages: [],
  popups: [],
  categories: [],
  siteOptions: [],
  domains: null,
  ...rest,
});

const signedInAs = (role: 'content' | 'admin') => {
  sessionStorage.setItem('arena-backoffice-token', 'operator-token');
  mocked.me.mockResolvedValue({ username: `the-${role}`, role });
};

describe('content (content role)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    jest.resetAllMocks();
    signedInAs('content');
  });
  afterEach(() => act(() => setLanguage('en')));

  it('shows the spinner while loading, then the failure', async () => {
    let refuse: (reason: Error) => void = () => undefined;
    content.content.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    renderBackoffice('/content');
    expect(await screen.findByLabelText('Loading...')).toBeInTheDocument();
    act(() => refuse(new Error('The content could not be loaded.')));
    expect(await screen.findByText('The content could not be loaded.')).toBeInTheDocument();
  });

  it('goes straight to Content, and says when there is nothing yet', async () => {
    content.content.mockResolvedValue(snapshot());
    renderBackoffice('/');
    expect(await screen.findByRole('heading', { name: 'Content' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Content', 'Games']);
    expect(await screen.findByText('No banners yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Pages' }));
    expect(await screen.findByText('No pages yet.')).toBeInTheDocument();
  });

  it("lists a slider's banners with their status and orders them", async () => {
    content.content.mockResolvedValue(
      snapshot({
        banners: [
          banner(1, 'Live one'),
          banner(2, 'Later one', { startsAt: inDays(2) }),
          banner(3, 'Old one', { endsAt: inDays(-1) }),
          banner(4, 'Draft one', { published: false }),
        ],
      }),
    );
    content.reorder.mockResolvedValue('The order has been saved.');
    renderBackoffice('/content');
    const rows = await screen.findAllByTestId('banner-row');
    expect(rows.map((row) => within(row).getByTestId('content-status').textContent)).toEqual(['Live', 'Scheduled', 'Ended', 'Draft']);
    expect(within(rows[0]).getByRole('button', { name: 'Move up' })).toBeDisabled();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Move down' }));
    await waitFor(() => expect(content.reorder).toHaveBeenCalledWith('banner', [2, 1, 3, 4]));
    expect(await screen.findByRole('status')).toHaveTextContent('The order has been saved.');
    expect(content.content).toHaveBeenCalledTimes(2);
  });

  it("edits a banner's alt text with a preview, saves it and reloads the list", async () => {
    content.content.mockResolvedValue(snapshot({ banners: [banner(7, 'Welcome bonus')] }));
    content.saveBanner.mockResolvedValue('The content has been saved.');
    renderBackoffice('/content');
    fireEvent.click(within(await screen.findByTestId('banner-row')).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Title and alt text (English)'), { target: { value: 'Welcome bonus 2' } });
    const previews = screen.getAllByTestId('banner-preview');
    expect(within(previews[1]).getByRole('img', { name: 'Welcome bonus 2' })).toHaveAttribute('src', '/media/banners/7-768.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(content.saveBanner).toHaveBeenCalledWith({
        ...banner(7, 'Welcome bonus', { texts: { tr: { title: 'Welcome bonus (tr)' }, en: { title: 'Welcome bonus 2' } } }),
        sort: undefined,
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('The content has been saved.');
    expect(screen.queryByLabelText('Title and alt text (English)')).not.toBeInTheDocument();
    expect(content.content).toHaveBeenCalledTimes(2);
  });

  it("keeps the form open with the server's refusal", async () => {
    content.content.mockResolvedValue(snapshot({ banners: [banner(7, 'Welcome bonus')] }));
    content.saveBanner.mockRejectedValue(new Error('The schedule must end after it starts.'));
    renderBackoffice('/content');
    fireEvent.click(within(await screen.findByTestId('banner-row')).getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The schedule must end after it starts.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title and alt text (English)')).toBeInTheDocument();
  });

  it('previews a page body in a sandboxed frame before saving it', async () => {
    content.content.mockResolvedValue(snapshot());
    content.savePage.mockResolvedValue('The content has been saved.');
    renderBackoffice('/content');
    fireEvent.click(await screen.findByRole('tab', { name: 'Pages' }));
    fireEvent.click(await screen.findByRole('button', { name: 'New page' }));
    fireEvent.change(screen.getByLabelText('Body, HTML (English)'), { target: { value: '<p>Terms</p><script>window.__xss=1</script>' } });
    const frame = screen.getByTitle('Body (English)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Terms</p><script>window.__xss=1</script>');
  });

  it('highlights translation keys missing a language, filters and edits them', async () => {
    content.content.mockResolvedValue(snapshot());
    content.translations.mockResolvedValue([
      { key: 'Deposit', tr: 'Para yatır', en: 'Deposit' },
      { key: 'Withdraw', tr: 'Para çek', en: null },
      { key: 'Bonus rules', tr: '', en: 'Bonus rules' },
    ]);
    content.saveTranslation.mockResolvedValue('The content has been saved.');
    renderBackoffice('/content');
    fireEvent.click(await screen.findByRole('tab', { name: 'Translations' }));
    const rows = await screen.findAllByTestId('translation-row');
    expect(rows.map((row) => row.hasAttribute('data-missing'))).toEqual([false, true, true]);
    expect(within(rows[1]).getByText('Missing')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Only keys missing a language (2)'));
    expect(screen.getAllByTestId('translation-row').map((row) => row.firstChild?.textContent)).toEqual(['Withdraw', 'Bonus rules']);
    fireEvent.change(screen.getByLabelText('Search translations'), { target: { value: 'çek' } });
    const [row] = screen.getAllByTestId('translation-row');
    expect(screen.getAllByTestId('translation-row')).toHaveLength(1);

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('English'), { target: { value: 'Withdraw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(content.saveTranslation).toHaveBeenCalledWith({ key: 'Withdraw', tr: 'Para çek', en: 'Withdraw' }));
    expect(content.translations).toHaveBeenCalledTimes(2);
  });

  it('speaks Turkish', async () => {
    content.content.mockResolvedValue(snapshot({ banners: [banner(1, 'Live one', { published: false })] }));
    renderBackoffice('/content');
    fireEvent.click(await screen.findByRole('button', { name: 'Türkçe' }));
    expect(await screen.findByRole('heading', { name: 'İçerik' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Çeviriler' })).toBeInTheDocument();
    expect(screen.getByTestId('content-status')).toHaveTextContent('Taslak');
  });
});
