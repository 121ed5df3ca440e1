import { COMPONENT_TIMEOUT_MS, FINGERPRINT_STORAGE_KEY, ensureFingerprint, withComponentTimeout } from '../fingerprint';

// a FingerprintJS entropy source as the library calls it: with its options, answering a value or a getter
type Source = (options: unknown) => unknown;

describe('fingerprint', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('bounds a component to 1 s: a late one becomes an error, a timely one keeps its value', async () => {
    jest.useFakeTimers();
    const late = withComponentTimeout<Source>(() => new Promise((resolve) => setTimeout(() => resolve('late'), 1500)));
    const quick = withComponentTimeout<Source>(() => new Promise((resolve) => setTimeout(() => resolve('quick'), 900)));
    const lateResult = (late(undefined) as Promise<unknown>).catch((e: Error) => e.message);
    const quickResult = quick(undefined) as Promise<unknown>;
    await jest.advanceTimersByTimeAsync(COMPONENT_TIMEOUT_MS);
    await expect(quickResult).resolves.toBe('quick');
    await expect(lateResult).resolves.toMatch(/timed out after 1000 ms/);
  });

  it('bounds the second (get) stage of a two-stage component too', async () => {
    jest.useFakeTimers();
    const twoStage = withComponentTimeout<Source>(() => () => new Promise((resolve) => setTimeout(() => resolve('v'), 2000)));
    const getter = await (twoStage(undefined) as Promise<() => Promise<unknown>>);
    const result = getter().catch((e: Error) => e.message);
    await jest.advanceTimersByTimeAsync(COMPONENT_TIMEOUT_MS);
    await expect(result).resolves.toMatch(/timed out/);
  });

  it('runs a source where the library calls it, so the library can yield to the browser between sources', () => {
    const source = jest.fn(() => 'value');
    withComponentTimeout<Source>(source)('options');
    expect(source).toHaveBeenCalledWith('options');
  });

  it('turns a source that throws into a rejected component, not a thrown call', async () => {
    const broken = withComponentTimeout<Source>(() => {
      throw new Error('no canvas');
    });
    await expect(broken(undefined) as Promise<unknown>).rejects.toThrow('no canvas');
  });

  it('collects and stores the fingerprint under `fingerprint`', async () => {
    await expect(ensureFingerprint(window.localStorage, async () => 'visitor-1')).resolves.toBe('visitor-1');
    expect(window.localStorage.getItem(FINGERPRINT_STORAGE_KEY)).toBe('visitor-1');
  });

  it('collects once for callers that ask while a collection is running', async () => {
    let finish!: (id: string) => void;
    const collect = jest.fn(
      () =>
        new Promise<string>((resolve) => {
          finish = resolve;
        }),
    );
    const first = ensureFingerprint(window.localStorage, collect);
    const second = ensureFingerprint(window.localStorage, collect);
    finish('visitor-2');
    await expect(Promise.all([first, second])).resolves.toEqual(['visitor-2', 'visitor-2']);
    expect(collect).toHaveBeenCalledTimes(1);
  });

  it('reuses a stored fingerprint without collecting again', async () => {
    window.localStorage.setItem(FINGERPRINT_STORAGE_KEY, 'kept');
    const collect = jest.fn();
    await expect(ensureFingerprint(window.localStorage, collect)).resolves.toBe('kept');
    expect(collect).not.toHaveBeenCalled();
  });

  it('carries on without a fingerprint when collection fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(ensureFingerprint(window.localStorage, () => Promise.reject(new Error('blocked')))).resolves.toBeNull();
    expect(window.localStorage.getItem(FINGERPRINT_STORAGE_KEY)).toBeNull();
  });
});
