import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { shiftableClock, systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import authPlugin from './modules/auth/plugin';
import bonusPlugin from './modules/bonus/plugin';
import { multiAccountingOperatorRoutes, multiAccountingPlugin } from './modules/multi-accounting';
import { authRoutes } from './modules/auth/routes';
import { bonusRoutes } from './modules/bonus/routes';
import { GAME_ART_PREFIX, gameArtRoutes } from './modules/casino/game-art';
import { aggregatorSimulatorRoutes, SIMULATOR_PREFIX, simulatedSupplier } from './modules/aggregator-simulator';
import { casinoLaunchRoutes, createCasinoProviders, createProviderCredentials, createSupplierHttp } from './modules/casino';
import { createHub88Adapter, HUB88_SIMULATOR_PATH } from './modules/casino/providers/hub88/adapter';
import { HUB88_WALLET_PREFIX, hub88WalletRoutes } from './modules/casino/providers/hub88/routes';
import { createHub88SupplierWallet, hub88SimulatorRoutes } from './modules/aggregator-simulator/suppliers/hub88';
import { casinoRoutes } from './modules/casino/routes';
import { contentMediaRoutes } from './modules/cms/content-media';
import cmsPlugin from './modules/cms/plugin';
import { operatorContentRoutes } from './modules/cms/operator-routes';
import { cmsRoutes } from './modules/cms/routes';
import { customerRoutes } from './modules/customer/routes';
import messagingPlugin from './modules/messaging/plugin';
import { devOutboxApiRoutes, devOutboxPageRoutes } from './modules/messaging/routes';
import notificationsPlugin from './modules/notifications/plugin';
import { notificationRoutes } from './modules/notifications/routes';
import paymentsPlugin from './modules/payments/plugin';
import { paymentRoutes, sandboxDecisionRoutes, sandboxPageRoutes } from './modules/payments/routes';
import { operatorPaymentRoutes } from './modules/payments/operator-routes';
import { originalsPagesRoutes } from './modules/originals-pages/routes';
import backofficeFiles from './modules/operators/app-files';
import operatorsPlugin from './modules/operators/plugin';
import originalsPlugin from './modules/originals/plugin';
import { originalsRoutes } from './modules/originals/routes';
import liveRoundsPlugin from './modules/live-rounds/plugin';
import { liveRoundsRoutes } from './modules/live-rounds/routes';
import { operatorRoutes } from './modules/operators/routes';
import { casinoOperatorRoutes } from './modules/casino/operator-routes';
import { bonusOperatorRoutes } from './modules/bonus/operator-routes';
import { originalsOperatorRoutes } from './modules/originals/operator-routes';
import { operatorPlayerRoutes } from './modules/operators/player-routes';
import { platformRoutes, siteFiles } from './modules/platform';
import protectionPlugin from './modules/protection/plugin';
import { protectionDevRoutes } from './modules/protection/dev-routes';
import { protectionRoutes } from './modules/protection/routes';
import { gameRoundsRoutes } from './modules/game-rounds/routes';
import { gameRecallOperatorRoutes, gameRecallPlugin, gameRecallRoutes } from './modules/game-recall';
import sportsPlugin from './modules/sports/plugin';
import { sportsBetRoutes, sportsOperatorRoutes } from './modules/sports/bets';
import { sportsCatalogueRoutes, sportsDevRoutes } from './modules/sports/catalogue';
import { sportsTradingRoutes } from './modules/sports/trading/routes';
import { reportRoutes } from './modules/reports/routes';
import { sealedRecordRoutes, sealedRecordsPlugin } from './modules/sealed-records';
import recordsRetentionPlugin from './modules/records-retention/plugin';
import { assertReleaseManifest, integrityPlugin, integrityRoutes } from './modules/integrity';
import { kycOperatorRoutes, kycPlugin, kycRoutes } from './modules/kyc';
import { saferGamblingOperatorRoutes, saferGamblingPlugin, saferGamblingRoutes } from './modules/safer-gambling';
import realtimePlugin from './modules/realtime/plugin';
import walletPlugin from './modules/wallet/plugin';
import { walletProviderRoutes } from './modules/wallet/provider-routes';
import { walletRoutes } from './modules/wallet/routes';
import { loopbackOnly } from './http/loopback';
import dbPlugin from './plugins/db';
import leadershipPlugin from './modules/leadership/plugin';
import { seed } from './seed';
import errorsPlugin, { frameworkErrors } from './plugins/errors';
import localePlugin from './plugins/locale';
import openapiPlugin from './plugins/openapi';
import pubsubPlugin from './plugins/pubsub';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import { ajvOptions } from './plugins/validation';
import { schemaCompilation } from './http/schema-compilation';

export interface BuildOptions {
  /** tests pass a manual clock to expire sessions, codes and locks without waiting */
  clock?: Clock;
}

/**
 * Fastify's two lines per request go to debug, not info: writing them costs more than a cached
 * player call itself (LOG_LEVEL=debug shows them). Failed requests still log at error.
 */
class RequestLog extends LogController {
  incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  requestCompleted(error: Error | null | undefined, _request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The whole server, ready to listen (or to be exercised with inject() in tests). */
export async function buildApp(config: AppConfig, { clock = systemClock }: BuildOptions = {}): Promise<FastifyInstance> {
  assertReleaseManifest(config.integrity);
  const compilation = schemaCompilation();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // which instance of the cluster said it
      base: { instance: config.instance, pid: process.pid },
      // the browser's hub client puts the session token in the query string: it must not reach the log
      serializers: {
        req: (request) => ({
          method: request.method,
          url: request.url.replace(/([?&]access_token=)[^&]*/gi, '$1[redacted]'),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    ajv: ajvOptions,
    // each route's validators and serializers compile on first use (http/schema-compilation.ts)
    schemaController: { compilersFactory: compilation.compilersFactory },
    frameworkErrors,
    // creating a new PGlite database takes ~5 s, several times that on a busy machine
    pluginTimeout: 60_000,
    // X-Forwarded-For and -Proto are believed from the load balancer's hop alone (TRUSTED_PROXIES): from
    // anyone else they would let a client pick its own address past every per-address limit
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });

  app.decorate('schemaCompilation', compilation);

  await app.register(securityHeadersPlugin, {
    env: config.env,
    remotes: config.remotes,
    gameFrameOrigins: config.frameOrigins.game,
    paymentFrameOrigins: config.frameOrigins.payment,
    // the casino frames our own game pages
    framedPaths: ['/originals/', `${SIMULATOR_PREFIX}/game/`],
  });
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(openapiPlugin, { docs: config.env !== 'production', playerApiOnly: config.env === 'production' });
  await app.register(dbPlugin, { database: config.database, seed });
  // before every module with a background job: they ask it whether this instance runs the job
  await app.register(leadershipPlugin, { instance: config.instance, leaseMs: config.jobLeaseMs });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix, clock });
  await app.register(pubsubPlugin, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(messagingPlugin, { smtpUrl: config.smtpUrl, smsGatewayUrl: config.smsGatewayUrl, mailFrom: config.mailFrom });
  // each module's public surface (a named plugin with its service), before any route uses it
  await app.register(cmsPlugin, { clock });
  await app.register(authPlugin, { auth: config.auth, clock });
  await app.register(walletPlugin, { clock, wallet: config.wallet });
  await app.register(realtimePlugin, { hub: config.hub });
  await app.register(notificationsPlugin, { clock });
  // player protection's and bonuses' time (cooling-off periods, exclusions, bonus expiry): only the dev
  // route (registered with the dev outbox, never in production) shifts it
  const playerClock = shiftableClock(clock);
  // before bonus: its wallet guard links a deposit's instrument before the bonus guard's grant reads the cluster
  await app.register(multiAccountingPlugin, { clock, secret: config.auth.deviceCookieSecret });
  await app.register(bonusPlugin, { clock: playerClock, recordClock: clock, licence: config.licence.profile });
  await app.register(kycPlugin, { clock, config: config.kyc, rules: config.licence.profile.kyc });
  await app.register(paymentsPlugin, { config: config.payments, clock });
  await app.register(operatorsPlugin, { operators: config.operators, clock });
  await app.register(integrityPlugin, { clock, integrity: config.integrity, licence: config.licence.profile });
  await app.register(originalsPlugin, { clock, originals: config.originals, licence: config.licence.profile });
  await app.register(liveRoundsPlugin, { clock, originals: config.originals });
  await app.register(sportsPlugin, { clock, sports: config.sports, licence: config.licence.profile });
  await app.register(protectionPlugin, {
    clock: playerClock,
    sessionClock: clock,
    sessionIdleMs: config.auth.sessionIdleSeconds * 1000,
    licence: config.licence.profile,
  });
  await app.register(sealedRecordsPlugin, { clock, records: config.records });
  await app.register(recordsRetentionPlugin, {
    clock,
    enabled: config.records.purge,
    retentionYears: config.licence.profile.retentionYears,
  });
  await app.register(saferGamblingPlugin, { clock, harm: config.licence.profile.harm, sweepIntervalMs: config.saferGambling.sweepIntervalMs });
  await app.register(gameRecallPlugin, {
    clock,
    blackjackExpiryMinutes: config.originals.blackjackExpiryMinutes,
    supplierRoundVoid: config.casino.supplierRoundVoid,
  });

  const supplierHttp = createSupplierHttp(app);
  const production = config.env === 'production';
  const providerCredentials = createProviderCredentials({ db: app.db, pubsub: app.pubsub, key: config.casino.credentialsKey, log: app.log });
  // a credential that does not open (a wrong PROVIDER_SECRETS_KEY) stops the instance here, not at a launch
  app.addHook('onReady', () => providerCredentials.start());
  const casinoProviders = createCasinoProviders({
    casino: config.casino,
    http: supplierHttp,
    credentials: providerCredentials,
    hub88: createHub88Adapter({
      config: config.hub88,
      simulator: config.casino.simulator,
      production,
      http: supplierHttp,
      timeoutMs: config.casino.launchTimeoutMs,
    }),
    simulated: config.casino.simulator ? simulatedSupplier : undefined,
  });

  await app.register(
    async (api) => {
      // answers carry players' data: no browser or proxy keeps them, unless a route caches on purpose
      // (the content's no-cache with an ETag, cms/revalidation.ts)
      api.addHook('onRequest', (_request, reply, done) => {
        reply.header('Cache-Control', 'no-store');
        done();
      });
      await api.register(authRoutes, { prefix: '/auth', auth: config.auth, sports: config.sports, clock });
      await api.register(customerRoutes, { prefix: '/customer', auth: config.auth });
      await api.register(notificationRoutes, { prefix: '/customer' });
      await api.register(kycRoutes, { prefix: '/customer' });
      await api.register(walletRoutes, { prefix: '/user' });
      await api.register(walletProviderRoutes, { prefix: '/wallet', clock, secrets: config.wallet.providerSecrets });
      await api.register(cmsRoutes, { prefix: '/cms' });
      await api.register(casinoRoutes, { prefix: '/casino' });
      await api.register(gameRoundsRoutes, { prefix: '/transaction', clock });
      await api.register(casinoLaunchRoutes, { prefix: '/casino', providers: casinoProviders });
      await api.register(bonusRoutes, { prefix: '/bonus' });
      await api.register(paymentRoutes, { prefix: '/payment' });
      await api.register(sandboxDecisionRoutes, { prefix: '/payment' });
      await api.register(platformRoutes, { prefix: '/platform', remotes: config.remotes, licence: config.licence.profile });
      await api.register(operatorRoutes, { prefix: '/operator', limits: config.auth.limits });
      await api.register(operatorContentRoutes, { prefix: '/operator/content', clock });
      await api.register(casinoOperatorRoutes, { prefix: '/operator/games', suppliers: config.casino.providers, credentials: providerCredentials });
      await api.register(originalsOperatorRoutes, { prefix: '/operator/games/originals', config: config.originals });
      await api.register(bonusOperatorRoutes, { prefix: '/operator/bonuses', licence: config.licence.profile });
      await api.register(operatorPaymentRoutes, { prefix: '/operator/payments' });
      await api.register(operatorPlayerRoutes, { prefix: '/operator/players' });
      await api.register(multiAccountingOperatorRoutes, { prefix: '/operator/players' });
      await api.register(originalsRoutes, { prefix: '/originals', config: config.originals });
      await api.register(liveRoundsRoutes, { prefix: '/originals/live', config: config.originals });
      await api.register(sportsCatalogueRoutes, { prefix: '/sports', config: config.sports });
      await api.register(sportsBetRoutes, { prefix: '/sports', config: config.sports });
      await api.register(sportsOperatorRoutes, { prefix: '/operator/sports' });
      await api.register(sportsTradingRoutes, { prefix: '/operator/sports', defaultMarginBp: config.sports.marginBp });
      await api.register(reportRoutes, { prefix: '/operator' });
      await api.register(sealedRecordRoutes, { prefix: '/operator' });
      await api.register(integrityRoutes, { prefix: '/operator', licence: config.licence.profile });
      await api.register(kycOperatorRoutes, { prefix: '/operator' });
      await api.register(gameRecallRoutes, { prefix: '/transaction' });
      await api.register(gameRecallOperatorRoutes, { prefix: '/operator' });
      await api.register(protectionRoutes, { prefix: '/protection' });
      await api.register(saferGamblingRoutes, { prefix: '/safer-gambling' });
      await api.register(saferGamblingOperatorRoutes, { prefix: '/operator/safer-gambling' });
      if (config.devOutbox) {
        await api.register(
          async (dev) => {
            dev.addHook('onRequest', loopbackOnly);
            await dev.register(devOutboxApiRoutes);
            await dev.register(sportsDevRoutes, { prefix: '/sports' });
            await dev.register(protectionDevRoutes, { prefix: '/protection', clock: playerClock });
          },
          { prefix: '/dev' },
        );
      }
    },
    { prefix: '/api' },
  );

  // codes in plain text: a development aid that production never serves, for this machine's browser only
  if (config.devOutbox) {
    await app.register(
      async (dev) => {
        dev.addHook('onRequest', loopbackOnly);
        await dev.register(devOutboxPageRoutes);
      },
      { prefix: '/dev' },
    );
  }
  // the sandbox PSP's payment page: a page of its own, outside the API and the shell
  await app.register(sandboxPageRoutes, { prefix: '/payment/sandbox' });
  await app.register(originalsPagesRoutes, {
    prefix: '/originals',
    variants: app.originals.variants,
    maxWin: config.originals.maxWin,
    limits: config.originals.limits,
    autoPlay: config.licence.autoPlay,
    soundByDefault: config.licence.soundByDefault,
    blackjackExpiryMinutes: config.originals.blackjackExpiryMinutes,
  });
  // Hub88's operator wallet API: Hub88's wire, not ours, so it stands beside the players' /api
  await app.register(hub88WalletRoutes, { prefix: HUB88_WALLET_PREFIX, hub88: config.hub88, production });
  // before the static files: every catalogue game's card art, drawn or generated
  await app.register(gameArtRoutes, { prefix: GAME_ART_PREFIX, media: config.paths.media });
  // the banners, promotion images and video the content refers to, kept longer than the other media
  await app.register(contentMediaRoutes, { media: config.paths.media });
  if (config.casino.simulator) {
    await app.register(aggregatorSimulatorRoutes, {
      prefix: SIMULATOR_PREFIX,
      casino: config.casino,
      secrets: config.wallet.providerSecrets,
      http: supplierHttp,
      wallets: {
        Hub88: createHub88SupplierWallet({ config: config.hub88, production, http: supplierHttp, timeoutMs: config.casino.simulatorWalletTimeoutMs }),
      },
    });
    // the aggregator simulator playing Hub88's Games API
    await app.register(hub88SimulatorRoutes, { prefix: HUB88_SIMULATOR_PATH, config: config.hub88, production });
  }
  // the operators' app: its own page and files, before the shell's catch-all
  await app.register(backofficeFiles, { dist: config.operators.appDist });
  await app.register(siteFiles, { ...config.paths, remotes: config.remotes, demo: config.demo, licenceDisplay: config.licence.profile.display });
  return app;
}
