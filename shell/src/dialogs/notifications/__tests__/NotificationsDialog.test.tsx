import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NotificationType, type ArenaState, type BusEvent, type NotificationItem } from '@arena/contracts';
import { ApiError } from '@arena/api-client';
import { createFakeEndpoints } from '@arena/api-client/testing';
import { createBus } from '@arena/bus';
import { ShellBusProvider } from '../../../app/shell-bus';
import { ArenaUiProvider } from '@arena/ui';
import { DialogHost } from '../../DialogHost';
import { NotificationsButton } from '../../../layout/header/NotificationsButton';
import { ICON_SET } from '../../../layout/icons/icon-set';
import { SiteStoreContext, createSiteStore } from '../../../startup/site-store';
import { formatNotificationDate } from '../notification-date';

const api = createFakeEndpoints();
jest.mock('../../dialog-api', () => ({ useDialogApi: () => api }));

const item = (id: number, type: NotificationType, isRead = false): NotificationItem => ({
  id,
  type,
  isRead,
  title: `Title ${id}`,
  note: `Note ${id}`,
  timeStamp: `2026-11-0${id}T09:30:00.000`,
});

const LIST = [
  item(1, NotificationType.Bonus),
  item(2, NotificationType.Deposit),
  item(3, NotificationType.Withdraw, true),
  item(4, NotificationType.Jackpot, true),
  item(5, NotificationType.System, true),
];

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

interface PanelOptions {
  state?: Partial<ArenaState>;
  /** what the refresh on opening answers: by default the list the bus already holds */
  fresh?: NotificationItem[];
  /** a refresh still in flight when the test goes on */
  pendingRefresh?: Promise<NotificationItem[]>;
}

/** The header bell (with its unread badge) and the dialog host on one bus, as in the page; the bell opens the panel. */
async function renderPanel(notifications: NotificationItem[] = LIST, { state = {}, fresh = notifications, pendingRefresh }: PanelOptions = {}) {
  api.notificationList.mockReturnValue(pendingRefresh ?? Promise.resolve(fresh));
  const bus = createBus({ notifications, ...state });
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  render(
    <ShellBusProvider bus={bus}>
      <SiteStoreContext.Provider value={createSiteStore({ icons: ICON_SET })}>
        <ArenaUiProvider>
          <NotificationsButton />
          <DialogHost />
        </ArenaUiProvider>
      </SiteStoreContext.Provider>
    </ShellBusProvider>,
  );
  fireEvent.click(screen.getByTestId('header-notifications'));
  // the body is a lazy chunk: its first load in a busy test run can take longer than findBy's second
  await screen.findByTestId('notifications-panel', {}, { timeout: 5000 });
  if (!pendingRefresh) await waitFor(() => expect(events.some((e) => e.type === 'notifications/changed')).toBe(true));
  return { bus, events };
}

const frameTitle = () => screen.getByTestId('dialog-notifications').querySelector('[data-part="title"]');
const badge = () => screen.queryByTestId('unread-badge');
const row = (id: number) => screen.getByTestId(`notification-${id}`);

beforeEach(() => {
  api.notificationList.mockReset();
  api.readNotification.mockReset();
});

describe('Notifications panel', () => {
  it('opens from the bell titled Notifications and refreshes the list once onto the bus', async () => {
    const fresh = [item(7, NotificationType.Bonus), ...LIST];
    const { bus } = await renderPanel(LIST, { fresh });
    expect(await screen.findByTestId('notification-7')).toHaveTextContent('Title 7');
    expect(frameTitle()).toHaveTextContent('Notifications');
    expect(api.notificationList).toHaveBeenCalledTimes(1);
    expect(bus.getState().notifications).toEqual(fresh);
    expect(badge()).toHaveTextContent('3');
  });

  it('lists every notification with its type icon, title, Turkish date and an unread marker', async () => {
    await renderPanel();
    const icons = LIST.map(({ id }) => row(id).querySelector('svg')?.getAttribute('data-icon'));
    expect(icons).toEqual(['gift', 'arrow-up', 'arrow-down', 'info', 'info']);
    // every type icon is drawn from the icon set, not left as an empty box
    for (const { id } of LIST) expect(row(id).querySelector('svg path')).not.toBeNull();
    expect(row(1)).toHaveTextContent('Title 1');
    const date = within(row(1)).getByTestId('notification-date').textContent;
    expect(date).toBe(formatNotificationDate('2026-11-01T09:30:00.000', 'tr'));
    expect(date).toMatch(/^\d{1,2}\.(Eki|Kas)\.26 \d\d:\d\d$/);
    expect(within(row(1)).getByTestId('notification-unread')).toHaveAccessibleName('Unread');
    expect(within(row(2)).queryByTestId('notification-unread')).not.toBeNull();
    expect(within(row(3)).queryByTestId('notification-unread')).toBeNull();
  });

  it('names the month in the player language', async () => {
    await renderPanel(LIST, { state: { i18n: { locale: 'en', translations: {} } } });
    expect(within(row(5)).getByTestId('notification-date')).toHaveTextContent(/^\d{1,2}\.Nov\.26 \d\d:\d\d$/);
  });

  it('shows the empty state without notifications', async () => {
    await renderPanel([]);
    expect(screen.getByTestId('notifications-empty')).toHaveTextContent('When you have a new notification, you will see it here.');
    expect(screen.queryByTestId('notifications-list')).toBeNull();
  });

  it('opening an unread one shows the detail, titled by its type, and marks it read only once the server confirms', async () => {
    const read = deferred<{ success: true; message: string }>();
    api.readNotification.mockReturnValue(read.promise);
    const { bus } = await renderPanel();
    expect(badge()).toHaveTextContent('2');

    fireEvent.click(row(2));
    const detail = screen.getByTestId('notification-detail');
    expect(detail).toHaveTextContent('Title 2');
    expect(within(detail).getByTestId('notification-note')).toHaveTextContent('Note 2');
    expect(within(detail).getByTestId('notification-date')).toHaveTextContent(formatNotificationDate(LIST[1].timeStamp, 'tr'));
    expect(frameTitle()).toHaveTextContent('Deposit');
    expect(api.readNotification).toHaveBeenCalledWith({ id: [2] });
    // still unread while the call runs
    expect(badge()).toHaveTextContent('2');

    await act(async () => read.resolve({ success: true, message: '' }));
    expect(badge()).toHaveTextContent('1');
    expect(bus.getState().notifications.find((n) => n.id === 2)?.isRead).toBe(true);
    expect(
      bus
        .getState()
        .notifications.filter((n) => !n.isRead)
        .map((n) => n.id),
    ).toEqual([1]);
  });

  it('an item read while the refresh was in flight stays read when the older list lands', async () => {
    const refresh = deferred<NotificationItem[]>();
    api.readNotification.mockResolvedValue({ success: true, message: '' });
    const { bus } = await renderPanel(LIST, { pendingRefresh: refresh.promise });
    fireEvent.click(row(1));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await act(async () => refresh.resolve([item(8, NotificationType.System), ...LIST]));
    expect(bus.getState().notifications.map((n) => [n.id, n.isRead])).toEqual([
      [8, false],
      [1, true],
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(badge()).toHaveTextContent('2');
  });

  it('a failed read call leaves the notification unread', async () => {
    api.readNotification.mockRejectedValue(new ApiError('Server error', 500));
    const { bus } = await renderPanel();
    fireEvent.click(row(1));
    expect(frameTitle()).toHaveTextContent('Bonus');
    await waitFor(() => expect(api.readNotification).toHaveBeenCalledWith({ id: [1] }));
    await act(async () => undefined);
    expect(badge()).toHaveTextContent('2');
    expect(bus.getState().notifications.find((n) => n.id === 1)?.isRead).toBe(false);
  });

  it('does not call the server for one already read', async () => {
    await renderPanel();
    fireEvent.click(row(4));
    expect(frameTitle()).toHaveTextContent('Jackpot');
    expect(api.readNotification).not.toHaveBeenCalled();
  });

  it('titles the detail with each type name', async () => {
    await renderPanel();
    for (const [id, name] of [
      [3, 'Withdraw'],
      [5, 'System'],
    ] as const) {
      fireEvent.click(row(id));
      expect(frameTitle()).toHaveTextContent(name);
      fireEvent.click(screen.getByTestId('notification-back'));
    }
  });

  it('the back arrow returns to the list and the Notifications title', async () => {
    await renderPanel();
    fireEvent.click(row(3));
    expect(screen.queryByTestId('notifications-list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByTestId('notification-detail')).toBeNull();
    expect(screen.getByTestId('notifications-list')).toBeInTheDocument();
    expect(frameTitle()).toHaveTextContent('Notifications');
  });

  it('closing the dialog resets the selection', async () => {
    const { bus } = await renderPanel();
    fireEvent.click(row(3));
    expect(frameTitle()).toHaveTextContent('Withdraw');
    act(() => bus.emit({ type: 'dialog/close' }));
    expect(screen.queryByTestId('dialog-notifications')).toBeNull();
    fireEvent.click(screen.getByTestId('header-notifications'));
    expect(await screen.findByTestId('notifications-list')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-detail')).toBeNull();
    expect(frameTitle()).toHaveTextContent('Notifications');
    await waitFor(() => expect(api.notificationList).toHaveBeenCalledTimes(2));
  });

  it('a dialog opened over the detail keeps its own title', async () => {
    const { bus } = await renderPanel();
    fireEvent.click(row(5));
    act(() => bus.emit({ type: 'dialog/open', dialog: { name: 'phone' } }));
    expect(screen.getByTestId('dialog-phone').querySelector('[data-part="title"]')).toHaveTextContent('Phone Verification');
  });
});
