// Which players a wallet guard concerns, kept in memory on every instance so that its `applies` costs
// no query for everybody else: loaded from the database at start (and again when the pub/sub
// connection comes back, announcements may have been missed), kept current by each instance's
// announcements after its commits.
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../plugins/pubsub';

export interface PlayerSetOptions {
  pubsub: PubSub;
  /** the pub/sub channel of this set's announcements ("<userId>:1" in, "<userId>:0" out) */
  channel: string;
  /** every player in the set now */
  load: () => Promise<Iterable<number>>;
  log: FastifyBaseLogger;
}

export type PlayerSet = Awaited<ReturnType<typeof createPlayerSet>>;

export async function createPlayerSet({ pubsub, channel, load, log }: PlayerSetOptions) {
  const members = new Set<number>();
  /** the players announced while a load runs: the announcement is newer than what the load read */
  let announcedDuringLoad: Set<number> | null = null;

  const apply = (userId: number, member: boolean) => {
    announcedDuringLoad?.add(userId);
    if (member) members.add(userId);
    else members.delete(userId);
  };

  const reload = async () => {
    const announced = new Set<number>();
    announcedDuringLoad = announced;
    try {
      const loaded = new Set(await load());
      for (const userId of members) if (!loaded.has(userId) && !announced.has(userId)) members.delete(userId);
      for (const userId of loaded) if (!announced.has(userId)) members.add(userId);
    } finally {
      if (announcedDuringLoad === announced) announcedDuringLoad = null;
    }
  };

  await pubsub.subscribe(channel, (message) => {
    const [userId, member] = message.split(':');
    apply(Number(userId), member === '1');
  });
  pubsub.onResubscribed(() => {
    reload().catch((error: unknown) => log.error({ err: error, channel }, 'a guarded players set was not reloaded'));
  });
  await reload();

  return {
    has: (userId: number): boolean => members.has(userId),

    /** After the change committed: this instance knows at once, every other one on the announcement. */
    async announce(userId: number, member: boolean): Promise<void> {
      apply(userId, member);
      await pubsub.publish(channel, `${userId}:${member ? 1 : 0}`);
    },
  };
}
