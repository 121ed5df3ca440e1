import { TOAST_RULES, ToastQueue, persistKey, type ShownToast } from '../toast-queue';

function setup() {
  window.localStorage.clear();
  let shown: readonly ShownToast[] = [];
  const queue = new ToastQueue(window.localStorage, (list) => {
    shown = list;
  });
  return { queue, open: () => shown.filter((t) => !t.closing), all: () => shown };
}

describe('ToastQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each(['blank', 'error', 'success', 'warning', 'info'] as const)('closes a %s toast after 4000 ms and removes it after the 800 ms exit', (type) => {
    const { queue, open, all } = setup();
    queue.show({ type, message: 'm' });
    jest.advanceTimersByTime(3999);
    expect(open()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(open()).toHaveLength(0);
    expect(all()[0].closing).toBe(true);
    jest.advanceTimersByTime(TOAST_RULES.exitMs - 1);
    expect(all()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(all()).toHaveLength(0);
  });

  it('keeps a loading toast for 30000 ms', () => {
    const { queue, open } = setup();
    queue.show({ type: 'loading', message: 'Loading...' });
    jest.advanceTimersByTime(29999);
    expect(open()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(open()).toHaveLength(0);
  });

  it('honours an explicit duration and autoClose false', () => {
    const { queue, open } = setup();
    queue.show({ type: 'info', message: 'short', duration: 1000 });
    queue.show({ type: 'info', message: 'sticky', autoClose: false });
    jest.advanceTimersByTime(1000);
    expect(open().map((t) => t.message)).toEqual(['sticky']);
    jest.advanceTimersByTime(60000);
    expect(open().map((t) => t.message)).toEqual(['sticky']);
  });

  it('shows at most 5, closing the oldest', () => {
    const { queue, open } = setup();
    for (let i = 1; i <= 6; i++) queue.show({ type: 'info', message: `t${i}` });
    expect(open().map((t) => t.message)).toEqual(['t2', 't3', 't4', 't5', 't6']);
  });

  it('ignores a toast whose id is already visible, and shows it again once closed', () => {
    const { queue, open } = setup();
    expect(queue.show({ id: 'fav', type: 'success', message: 'Added to favorites' })).toBe(true);
    expect(queue.show({ id: 'fav', type: 'success', message: 'Added to favorites' })).toBe(false);
    expect(open()).toHaveLength(1);
    queue.close(open()[0].key);
    expect(queue.show({ id: 'fav', type: 'success', message: 'Added to favorites' })).toBe(true);
  });

  it('shows a persisted toast only its allowed number of times, counted in local storage', () => {
    const { queue } = setup();
    const toast = { id: 'welcome', type: 'info' as const, message: 'Hi', persist: 2 };
    expect(queue.show(toast)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(queue.show(toast)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(queue.show(toast)).toBe(false);
    expect(window.localStorage.getItem(persistKey('welcome'))).toBe('2');
  });
});
