// `npm run cluster`'s settings, read here only: the command line (--instances N, --port P) and the
// environment the servers share (DATABASE_URL, REDIS_URL, NODE_ENV, NGINX, ARENA_SKIP_BUILD). docs/operations.md
// lists them.
const { randomBytes } = require('node:crypto');
const { existsSync } = require('node:fs');
const { parseArgs } = require('node:util');

const DEFAULT_INSTANCES = 3;
const DEFAULT_PORT = 8080;
const MAX_INSTANCES = 16;
/** the local PostgreSQL and Redis on their usual ports, when the environment names none */
const LOCAL_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/arena';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';
/**
 * The simulated suppliers whose wallet calls are signed (server/src/config.ts, SIMULATED_WALLET_PROVIDERS):
 * one secret for all instances, where a single server draws its own per process.
 */
const SIMULATED_WALLET_PROVIDERS = ['softgamings', 'egt-digital', 'amusnet', 'everymatrix', 'digitain'];

const USAGE = `npm run cluster -- [--instances N] [--port P]
  N server processes (default ${DEFAULT_INSTANCES}, at most ${MAX_INSTANCES}) from the compiled build on ports P+1…P+N, behind
  Debian's nginx on P (default ${DEFAULT_PORT}; the cdn on P+N+1), sharing DATABASE_URL (default ${LOCAL_DATABASE_URL})
  and REDIS_URL (default ${LOCAL_REDIS_URL}). Ctrl-C stops them all.`;

class ClusterConfigError extends Error {
  /** `help`: the usage was asked for, not a mistake */
  constructor(message, help = false) {
    super(message);
    this.help = help;
  }
}

function positive(text, name, max) {
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw new ClusterConfigError(`${name} must be an integer from 1 to ${max} (got "${text}")`);
  return Number(text);
}

/** The cluster's settings; throws ClusterConfigError with what is wrong, or with the usage for --help. */
function clusterConfig(argv = process.argv.slice(2), env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { instances: { type: 'string', short: 'n' }, port: { type: 'string', short: 'p' }, help: { type: 'boolean', short: 'h' } },
    }));
  } catch (error) {
    throw new ClusterConfigError(`${error.message}\n${USAGE}`);
  }
  if (values.help) throw new ClusterConfigError(USAGE, true);
  const instances = positive(values.instances ?? String(DEFAULT_INSTANCES), '--instances', MAX_INSTANCES);
  const port = positive(values.port ?? String(DEFAULT_PORT), '--port', 65535 - instances - 1);
  const nginx = env.NGINX || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file)) || 'nginx';
  const shared = {
    NODE_ENV: env.NODE_ENV || 'development',
    DATABASE_URL: env.DATABASE_URL || LOCAL_DATABASE_URL,
    REDIS_URL: env.REDIS_URL || LOCAL_REDIS_URL,
    // the lb's hop is the only one whose X-Forwarded-For the servers believe
    TRUSTED_PROXIES: '127.0.0.1',
    // every instance must sign and check with the same keys (a lone server draws its own per process)
    DEVICE_COOKIE_SECRET: env.DEVICE_COOKIE_SECRET || randomBytes(32).toString('hex'),
    PAYMENT_WEBHOOK_SECRET: env.PAYMENT_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    GAME_PROVIDER_SECRETS: env.GAME_PROVIDER_SECRETS || SIMULATED_WALLET_PROVIDERS.map((name) => `${name}:${randomBytes(24).toString('hex')}`).join(','),
  };
  const servers = Array.from({ length: instances }, (_, i) => ({ name: `server-${i + 1}`, port: port + 1 + i }));
  return {
    port,
    cdnPort: port + instances + 1,
    servers,
    nginx,
    /** ARENA_SKIP_BUILD: run what is built, even with some front end missing (tests) */
    skipBuild: Boolean(env.ARENA_SKIP_BUILD),
    /** each server's environment: the caller's, the shared values above, its own name and port */
    serverEnv: (server) => ({ ...env, ...shared, ARENA_INSTANCE: server.name, HOST: '127.0.0.1', PORT: String(server.port) }),
    shared,
  };
}

module.exports = { clusterConfig, ClusterConfigError, SIMULATED_WALLET_PROVIDERS, DEFAULT_INSTANCES, LOCAL_DATABASE_URL, LOCAL_REDIS_URL };
