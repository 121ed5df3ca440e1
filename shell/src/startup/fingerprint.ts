/** Local storage key of the device fingerprint; the api client sends it as `x-fingerprint`. */
export const FINGERPRINT_STORAGE_KEY = 'fingerprint';
/** Fingerprint collection timeout 1 s per component. */
export const COMPONENT_TIMEOUT_MS = 1000;

// what the library hands its sources: the options collectFingerprint passes to loadSources
type Source = (options: { cache: object; debug: boolean }) => unknown;

function timeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fingerprint component timed out after ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Runs one stage of a source now and bounds its result by `ms`; a throw becomes a rejection. */
function boundedStage(run: () => unknown, ms: number): Promise<unknown> {
  try {
    return timeout(Promise.resolve(run()), ms);
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Bounds both stages of a FingerprintJS entropy source (load, then get) by `ms`. A source that runs
 * out of time becomes an error component, so the visitor id is hashed from whatever did arrive.
 * Each stage runs at once, where the library calls it: the library yields to the browser between
 * sources every 16 ms, and a stage deferred to a microtask would run with all the others in one long task.
 */
export function withComponentTimeout<S extends Source>(source: S, ms = COMPONENT_TIMEOUT_MS): S {
  return ((options: Parameters<Source>[0]) =>
    boundedStage(() => source(options), ms).then((loaded) =>
      typeof loaded === 'function' ? () => boundedStage(loaded as () => unknown, ms) : loaded,
    )) as unknown as S;
}

/**
 * How long the library works between its breaks, in ms. Its default is 16; at 8 a run of cheap sources
 * stays a short task even on a phone four times slower than the machine that measured it.
 */
export const LOOP_RELEASE_INTERVAL_MS = 8;

/** Collects the visitor id; the library is fetched on demand so it stays out of the initial bundle. */
export async function collectFingerprint(): Promise<string> {
  const fp = await import(/* webpackChunkName: "fingerprint" */ '@fingerprintjs/fingerprintjs');
  await fp.prepareForSources();
  const timed = Object.fromEntries(Object.entries(fp.sources).map(([name, source]) => [name, withComponentTimeout(source as Source)]));
  const components = await fp.loadSources(timed, { cache: {}, debug: false }, [], LOOP_RELEASE_INTERVAL_MS)();
  return fp.hashComponents(components);
}

let collecting: Promise<string | null> | undefined;

/**
 * The stored fingerprint, or a freshly collected one stored for the api client; one collection at a
 * time however many callers ask. Never throws. Only login and registration record the device, so a
 * first visit collects it when a dialog first needs it (see dialog-api.ts), not at start-up: the
 * collection (two iframes, a WebGL context, canvas and audio probes) was the largest block of a
 * phone's main-thread work on a first visit, spent for visitors who only browse.
 */
export function ensureFingerprint(storage: Storage, collect: () => Promise<string> = collectFingerprint): Promise<string | null> {
  const stored = storage.getItem(FINGERPRINT_STORAGE_KEY);
  if (stored) return Promise.resolve(stored);
  collecting ??= collect().then(
    (visitorId) => {
      storage.setItem(FINGERPRINT_STORAGE_KEY, visitorId);
      collecting = undefined;
      return visitorId;
    },
    (error: unknown) => {
      console.warn('fingerprint unavailable', error);
      collecting = undefined;
      return null;
    },
  );
  return collecting;
}
