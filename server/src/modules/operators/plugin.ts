// The back office's public surface. `app.operators.authenticate`: the preHandler of every operator
// route; it resolves the bearer token against operator sessions only (a player's token is 401 here,
// as an operator's is on every player route: app.authenticate reads player sessions only) and sets
// `request.operator`. `app.operators.allow(...roles)`: the role check that follows it. A session exists
// only after the second factor (./second-factor.ts), so authenticate also proves the second factor.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { OperatorDashboard, OperatorRole } from '@arena/contracts';
import type { Clock } from '../../clock';
import type { OperatorsConfig } from '../../config';
import { HttpError } from '../../http/errors';
import { bearerToken, SESSION_ENDED } from '../auth/plugin';
import { byOperatorUsername, createOperator } from './accounts';
import { createAuditService, type AuditService } from './audit';
import { dashboard } from './dashboard';
import { createFourEyes, type FourEyes } from './four-eyes';
import { createPlayerDesk, type PlayerDesk } from './players';
import { operators } from './schema';
import { createSecondFactorService, type SecondFactorService } from './second-factor';
import { createOperatorSessionService, type OperatorPrincipal, type OperatorSessionService } from './sessions';

export type { OperatorPrincipal } from './sessions';

export const ROLE_REFUSED = 'Your operator role does not allow this.';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    operators: {
      sessions: OperatorSessionService;
      secondFactor: SecondFactorService;
      audit: AuditService;
      players: PlayerDesk;
      dashboard: () => Promise<OperatorDashboard>;
      /** the clock sessions, codes and audit entries are read against */
      clock: Clock;
      /** when a manual adjustment waits for a second admin, and who may not approve a withdrawal */
      fourEyes: FourEyes;
      authenticate: PreHandler;
      allow: (...roles: OperatorRole[]) => PreHandler;
    };
  }
  interface FastifyRequest {
    /** the logged-in operator; set by app.operators.authenticate, so read it only on routes that use it */
    operator: OperatorPrincipal;
  }
}

export default fp<{ operators: OperatorsConfig; clock: Clock }>(
  async (app, { operators: config, clock }) => {
    const sessions = createOperatorSessionService(app.db, clock, config);
    if (config.bootstrap) {
      const { totpSecret, ...bootstrap } = config.bootstrap;
      const [existing] = await app.db
        .select({ id: operators.id, totpSecret: operators.totpSecret })
        .from(operators)
        .where(byOperatorUsername(bootstrap.username));
      const id = existing?.id ?? (await createOperator(app.db, bootstrap)).id;
      if (!existing) app.log.info({ username: bootstrap.username, role: bootstrap.role }, 'OPERATOR_BOOTSTRAP: operator created');
      if (totpSecret && !existing?.totpSecret) await app.db.update(operators).set({ totpSecret }).where(eq(operators.id, id));
    }
    const audit = createAuditService(app.db, clock);
    const players = createPlayerDesk(app, clock);
    await players.load();
    app.wallet.addGuard(players.guard);
    app.decorateRequest('operator', null as unknown as OperatorPrincipal);
    app.decorate('operators', {
      sessions,
      secondFactor: createSecondFactorService(app.db, clock, sessions, audit),
      audit,
      players,
      dashboard: () => dashboard(app, clock),
      clock,
      fourEyes: createFourEyes(config, clock),
      async authenticate(request: FastifyRequest) {
        const token = bearerToken(request);
        const operator = token ? await sessions.resolve(token) : null;
        if (!operator) throw new HttpError(401, SESSION_ENDED);
        request.operator = operator;
      },
      allow:
        (...roles: OperatorRole[]): PreHandler =>
        async (request) => {
          if (!roles.includes(request.operator.role)) throw new HttpError(403, ROLE_REFUSED);
        },
    });
  },
  { name: 'arena-operators', dependencies: ['arena-db', 'arena-pubsub', 'arena-auth', 'arena-wallet', 'arena-payments'] },
);
