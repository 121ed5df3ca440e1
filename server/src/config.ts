// The only module that reads process.env: everything else receives an AppConfig.
import path from 'node:path';
import { REMOTE_NAMES, type RemoteMap, type RemoteName } from '@arena/contracts';

export type NodeEnv = 'development' | 'production' | 'test';

export type DatabaseConfig =
  /** dataDir 'memory://' keeps the database in memory (tests) */
  | { kind: 'pglite'; dataDir: string }
  | {
      kind: 'postgres';
      url: string;
      /** schema used as search_path; null = the server's default (public) */
      schema: string | null;
      /** tests create a throw-away schema and drop it when the app closes */
      dropSchemaOnClose: boolean;
    };

export interface AppConfig {
  env: NodeEnv;
  host: string;
  port: number;
  database: DatabaseConfig;
  redisUrl: string | null;
  /** name → manifest URL, served to the shell by GET /api/platform/remotes */
  remotes: RemoteMap;
  /** largest accepted request body, bytes */
  bodyLimit: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  paths: {
    shellDist: string;
    remoteDist: Record<RemoteName, string>;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const REPO_ROOT = path.resolve(__dirname, '../..');
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly AppConfig['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function parseUrl(value: string, protocols: string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad value at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnv = (read('NODE_ENV') ?? 'development') as NodeEnv;
  if (!NODE_ENVS.includes(nodeEnv)) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got "${nodeEnv}")`);

  const portText = read('PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) problems.push(`PORT must be an integer 1-65535 (got "${portText}")`);

  const host = read('HOST') ?? '0.0.0.0';

  const logLevel = (read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  let database: DatabaseConfig;
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl) {
    if (!parseUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
    const schema = read('DATABASE_SCHEMA') ?? null;
    if (schema !== null && !SCHEMA_NAME.test(schema)) {
      problems.push(`DATABASE_SCHEMA must be a lower-case SQL identifier (got "${schema}")`);
    }
    database = { kind: 'postgres', url: databaseUrl, schema, dropSchemaOnClose: false };
  } else {
    const dataDir = read('ARENA_DATA_DIR');
    database = {
      kind: 'pglite',
      dataDir: dataDir === undefined ? path.join(REPO_ROOT, '.data/pglite') : dataDir === 'memory://' ? dataDir : path.resolve(REPO_ROOT, dataDir),
    };
  }

  const redisUrl = read('REDIS_URL') ?? null;
  if (redisUrl !== null && !parseUrl(redisUrl, ['redis:', 'rediss:'])) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const remotes = {} as RemoteMap;
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    const value = read(variable) ?? `/remotes/${name}/mf-manifest.json`;
    // a site-relative path or an absolute http(s) URL: the browser fetches it as is
    if (!value.startsWith('/') && !parseUrl(value, ['http:', 'https:'])) {
      problems.push(`${variable} must be an http(s) URL or a path starting with "/" (got "${value}")`);
    }
    remotes[name] = value;
  }
  // a typo such as REMOTE_CASINOS_URL would otherwise be ignored silently
  for (const variable of Object.keys(env)) {
    const match = /^REMOTE_(.+)_URL$/.exec(variable);
    if (match && !(REMOTE_NAMES as readonly string[]).includes(match[1].toLowerCase())) {
      problems.push(`${variable} does not name a remote (known: ${REMOTE_NAMES.join(', ')})`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: nodeEnv,
    host,
    port,
    database,
    redisUrl,
    remotes,
    bodyLimit: 64 * 1024,
    logLevel,
    paths: {
      shellDist: path.join(REPO_ROOT, 'shell/dist'),
      remoteDist: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(REPO_ROOT, `mf-${name}/dist`)])) as Record<RemoteName, string>,
    },
  };
}
