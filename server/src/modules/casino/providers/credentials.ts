// The suppliers' launch credentials an operator entered in the back office (casino_provider_credentials).
// At rest each value is sealed (security/sealed-value) under PROVIDER_SECRETS_KEY, bound to its supplier
// and field, so a value copied to another row does not open. Every instance keeps them opened in memory
// (each launch reads them) and reloads them when any instance announces a change over pub/sub, so a
// change applies without a restart. Rows written before sealing are sealed when an instance starts.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { ProviderCredentialField } from '@arena/contracts';
import type { Db } from '../../../db/client';
import { HttpError } from '../../../http/errors';
import type { PubSub } from '../../../plugins/pubsub';
import { isSealed, openValue, sealValue } from '../../../security/sealed-value';
import { casinoProviderCredentials } from '../schema';

const CHANNEL = 'casino:provider-credentials';
const KEY_NAME = 'PROVIDER_SECRETS_KEY';
export const NO_KEY = 'The server has no key to keep supplier credentials with (PROVIDER_SECRETS_KEY).';

export type EnteredCredentials = Partial<Record<ProviderCredentialField, string>>;

export interface ProviderCredentialsDeps {
  db: Db;
  pubsub: PubSub;
  /** config.casino.credentialsKey: null in production until PROVIDER_SECRETS_KEY is set */
  key: string | null;
  log: FastifyBaseLogger;
}

export type ProviderCredentials = ReturnType<typeof createProviderCredentials>;

const boundTo = (provider: string, field: string) => `${provider}:${field}`;

export function createProviderCredentials({ db, pubsub, key, log }: ProviderCredentialsDeps) {
  let entered = new Map<string, EnteredCredentials>();
  // loads run one after another: the last one applied is the last one read
  let loading: Promise<void> = Promise.resolve();

  async function load(): Promise<void> {
    const rows = await db.select().from(casinoProviderCredentials);
    const next = new Map<string, EnteredCredentials>();
    for (const { provider, field, value } of rows)
      next.set(provider, { ...next.get(provider), [field]: openValue(key, value, boundTo(provider, field), KEY_NAME) });
    entered = next;
  }
  const reload = () => (loading = loading.catch(() => undefined).then(load));
  const reloadLogged = () => void reload().catch((error: unknown) => log.error({ err: error }, 'the suppliers’ credentials could not be reloaded'));

  return {
    /** Seals the rows written in plain text, loads every credential and follows the changes; throws when a value does not open (a wrong key). */
    async start(): Promise<void> {
      const plain = (await db.select().from(casinoProviderCredentials)).filter(({ value }) => !isSealed(value));
      if (plain.length > 0 && key === null) throw new Error(`${KEY_NAME} is not set: the suppliers' credentials cannot be sealed`);
      for (const { provider, field, value } of plain)
        await db
          .update(casinoProviderCredentials)
          .set({ value: sealValue(key!, value, boundTo(provider, field)) })
          .where(and(eq(casinoProviderCredentials.provider, provider), eq(casinoProviderCredentials.field, field), eq(casinoProviderCredentials.value, value)));
      await pubsub.subscribe(CHANNEL, reloadLogged);
      pubsub.onResubscribed(reloadLogged);
      await reload();
    },

    /** the credentials entered for `provider`, opened; a field absent is not entered */
    entered(provider: string): EnteredCredentials {
      return entered.get(provider) ?? {};
    },

    /** Writes (sealed) or clears one credential in the caller's transaction; call changed() after the commit. */
    async write(tx: Db, provider: string, field: ProviderCredentialField, value: string | null): Promise<void> {
      const where = and(eq(casinoProviderCredentials.provider, provider), eq(casinoProviderCredentials.field, field));
      if (value === null) {
        await tx.delete(casinoProviderCredentials).where(where);
        return;
      }
      if (key === null) throw new HttpError(400, NO_KEY);
      const sealed = sealValue(key, value, boundTo(provider, field));
      await tx
        .insert(casinoProviderCredentials)
        .values({ provider, field, value: sealed })
        .onConflictDoUpdate({ target: [casinoProviderCredentials.provider, casinoProviderCredentials.field], set: { value: sealed, updatedAt: sql`now()` } });
    },

    /** After a committed write: this instance reloads now, every other one on the announcement. */
    async changed(): Promise<void> {
      await reload();
      await pubsub.publish(CHANNEL, 'changed');
    },
  };
}
