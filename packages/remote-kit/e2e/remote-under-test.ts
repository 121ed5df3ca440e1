import { REMOTE_NAMES, type RemoteName } from '@arena/contracts';

/** The environment variable that tells the route spec which remote's suite runs. */
export const REMOTE_UNDER_TEST = 'ARENA_REMOTE_UNDER_TEST';

export function remoteUnderTest(): RemoteName {
  const remote = REMOTE_NAMES.find((name) => name === process.env[REMOTE_UNDER_TEST]);
  if (!remote) throw new Error(`${REMOTE_UNDER_TEST} names no remote: run the suite through a remote's playwright.config.ts`);
  return remote;
}
