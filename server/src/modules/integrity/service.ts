// The integrity self-check: each critical component hashed and compared with the release manifest;
// a mismatch is an alert (integrity_alerts) and, until an admin acknowledges it, the games its
// component decides refuse new rounds and bets on every server (each reads the open alerts).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IntegrityComponent, IntegrityReport } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { CRITICAL_COMPONENTS, type Decided } from './components';
import { componentHash, readManifest, type ReleaseManifest } from './manifest';
import { integrityAlerts } from './schema';

export const GAME_OFFLINE = 'This game is offline for an integrity check. Please try again later.';
export const GAME_NOT_LICENSED = "This game is not offered under this site's licence.";

export interface IntegrityConfig {
  /** the release manifest to check against; null: a development site, nothing is certified */
  manifestPath: string | null;
  /** where the components' paths start (the repository's root) */
  root: string;
}

/** what the games ask before a round or a bet */
export interface IntegrityGate {
  /** refuses a game the licence does not allow (403, GAME_NOT_LICENSED), and (503, GAME_OFFLINE) while an open alert's component decides `game` */
  assertOnline(game: Decided): void;
}

export interface IntegrityService extends IntegrityGate {
  /** hashes every component now, raises an alert for each new mismatch, and answers the report */
  check(): Promise<IntegrityReport>;
  /** reads the open alerts again (another server's acknowledgement) */
  refresh(): Promise<void>;
  /**
   * Marks the open alert acknowledged by `operatorId` in `on` (the transaction that audits it); false when
   * there is no such open alert. Its games come back at the next refresh.
   */
  acknowledge(on: Db, alertId: number, operatorId: number): Promise<{ component: string; actual: string } | null>;
  offline(): Decided[];
}

export function createIntegrityService({
  db,
  clock,
  log,
  config,
  disallowed = [],
}: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: IntegrityConfig;
  /** games the site's licence does not allow (LicenceProfile.disallowed.games): never online */
  disallowed?: readonly string[];
}): IntegrityService {
  let offline = new Set<Decided>();
  let manifest: ReleaseManifest | null | undefined;

  const refresh = async () => {
    const open = await db.select({ component: integrityAlerts.component }).from(integrityAlerts).where(isNull(integrityAlerts.acknowledgedAt));
    const held = new Set(open.map((alert) => alert.component));
    offline = new Set(CRITICAL_COMPONENTS.filter((c) => held.has(c.id)).flatMap((c) => c.decides));
  };

  return {
    assertOnline(game) {
      if (disallowed.includes(game)) throw new HttpError(403, GAME_NOT_LICENSED);
      if (offline.has(game)) throw new HttpError(503, GAME_OFFLINE);
    },
    offline: () => [...offline],
    refresh,

    async check() {
      // read once per process: a manifest changed under a running server is not a new certification
      if (manifest === undefined) manifest = config.manifestPath === null ? null : await readManifest(config.manifestPath);
      const now = new Date(clock.now());
      const components: IntegrityComponent[] = [];
      for (const component of CRITICAL_COMPONENTS) {
        const actual = (await componentHash(config.root, component)) ?? 'missing';
        const certified = manifest?.components[component.id] ?? null;
        const state = manifest === null ? 'uncertified' : actual === certified ? 'certified' : 'mismatch';
        if (state === 'mismatch') {
          const raised = await db
            .insert(integrityAlerts)
            .values({ component: component.id, certified: certified ?? 'none', actual, detectedAt: now })
            .onConflictDoNothing()
            .returning({ id: integrityAlerts.id });
          if (raised.length > 0)
            log.error(
              { component: component.id, certified, actual, games: component.decides },
              'integrity check: component differs from its certified hash; its games are offline',
            );
        }
        const [alert] =
          state === 'mismatch'
            ? await db
                .select({
                  id: integrityAlerts.id,
                  acknowledgedAt: integrityAlerts.acknowledgedAt,
                  acknowledgedBy: sql<string | null>`(SELECT o.username FROM operators o WHERE o.id = ${integrityAlerts.acknowledgedBy})`,
                })
                .from(integrityAlerts)
                .where(and(eq(integrityAlerts.component, component.id), eq(integrityAlerts.actual, actual)))
            : [];
        components.push({
          id: component.id,
          label: component.label,
          state,
          certified,
          actual,
          decides: [...component.decides],
          alertId: alert && !alert.acknowledgedAt ? alert.id : null,
          acknowledgedBy: alert?.acknowledgedBy ?? null,
        });
      }
      await refresh();
      return { checkedAt: now.toISOString(), releasedAt: manifest?.releasedAt ?? null, components, offline: [...offline] };
    },

    async acknowledge(on, alertId, operatorId) {
      const [done] = await on
        .update(integrityAlerts)
        .set({ acknowledgedBy: operatorId, acknowledgedAt: new Date(clock.now()) })
        .where(and(eq(integrityAlerts.id, alertId), isNull(integrityAlerts.acknowledgedAt)))
        .returning({ component: integrityAlerts.component, actual: integrityAlerts.actual });
      return done ?? null;
    },
  };
}
