// docker-compose.yml and `npm run cluster` run nginx from the same templates (deploy/nginx): compose
// mounts them into the nginx image, whose envsubst fills the ARENA_* names from the service's environment;
// the cluster renders them with deploy/nginx/render.cjs. Each configuration must be its template with
// those names filled and nothing else changed, so the two cannot drift.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { REMOTE_NAMES } from '@arena/contracts';
import { parse } from 'yaml';
import { clusterConfig, ClusterConfigError, LOCAL_DATABASE_URL, LOCAL_REDIS_URL, SIMULATED_WALLET_PROVIDERS } from '../../../deploy/cluster/config.cjs';
import { writeClusterNginx } from '../../../deploy/cluster/nginx.cjs';
import { NGINX_TEMPLATES, readNginxTemplate, renderNginx, templateNames } from '../../../deploy/nginx/render.cjs';
import { SIMULATED_WALLET_PROVIDERS as SERVER_SIMULATED_PROVIDERS } from '../config';
import { SERVER_ROOT } from '../server-root';

const REPO = path.resolve(SERVER_ROOT, '..');
const COMPOSE_TEXT = readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8');
const COMPOSE = parse(COMPOSE_TEXT, { merge: true }) as { services: Record<string, { volumes?: string[]; environment?: Record<string, string> }> };
const SERVICES = ['lb', 'cdn'] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The values `text` holds where the template has its ${ARENA_…} names, when `text` contains the template
 * with only those filled (one line each value); null when anything else differs.
 */
function filledValues(template: string, text: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/(\$\{ARENA_[A-Z0-9_]+\})/)
    .map((part) => {
      const name = /^\$\{(ARENA_[A-Z0-9_]+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '([^\\n]+?)';
    })
    .join('');
  const match = new RegExp(pattern).exec(text);
  if (!match) return null;
  const values: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name in values && values[name] !== match[i + 1]) throw new Error(`${name} filled with two values`);
    values[name] = match[i + 1];
  });
  return values;
}

const composeValues = (service: (typeof SERVICES)[number]) =>
  Object.fromEntries(Object.entries(COMPOSE.services[service].environment ?? {}).filter(([name]) => name.startsWith('ARENA_')));

describe('one nginx template for docker-compose.yml and npm run cluster', () => {
  it('compose writes no nginx configuration of its own: each nginx service mounts its template and sets exactly its names', () => {
    expect(COMPOSE_TEXT).not.toMatch(/upstream api|server \{|<<'CONF'|proxy_pass/);
    for (const service of SERVICES) {
      expect(COMPOSE.services[service].volumes).toContain(`./deploy/nginx/${NGINX_TEMPLATES[service]}:/etc/nginx/templates/default.conf.template:ro`);
      // the image's envsubst fills only these (the template's $host and friends stay nginx's)
      expect(COMPOSE.services[service].environment?.NGINX_ENVSUBST_FILTER).toBe('^ARENA_');
      expect(Object.keys(composeValues(service)).sort()).toEqual(templateNames(readNginxTemplate(service)).sort());
    }
    expect(composeValues('lb').ARENA_UPSTREAM_SERVERS).toBe('server server-1:8080; server server-2:8080;');
  });

  it("the cluster's nginx.conf holds both templates with only their names filled: its replicas, its cdn, its folders", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'arena-cluster-conf-'));
    try {
      const config = clusterConfig(['--instances', '3', '--port', '18080'], {});
      const nginx = writeClusterNginx(config, dir);
      const conf = readFileSync(path.join(dir, 'nginx.conf'), 'utf8');
      expect(filledValues(readNginxTemplate('lb'), conf)).toEqual({
        ARENA_UPSTREAM_SERVERS: 'server 127.0.0.1:18081; server 127.0.0.1:18082; server 127.0.0.1:18083;',
        ARENA_LB_LISTEN: '127.0.0.1:18080',
        ARENA_CDN_URL: 'http://127.0.0.1:18084',
      });
      expect(filledValues(readNginxTemplate('cdn'), conf)).toEqual({ ARENA_CDN_LISTEN: '127.0.0.1:18084', ARENA_STATIC_ROOT: path.join(dir, 'srv') });
      // the cdn's folders as compose mounts them: /remotes/<name>/ is mf-<name>/dist
      for (const name of REMOTE_NAMES) expect(COMPOSE.services.cdn.volumes).toContain(`./mf-${name}/dist:/srv/remotes/${name}:ro`);
      expect(COMPOSE.services.cdn.volumes).toHaveLength(REMOTE_NAMES.length + 1);
      expect(nginx.args).toEqual(['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compose's configurations are their templates filled with compose's values", () => {
    for (const service of SERVICES) {
      const template = readNginxTemplate(service);
      expect(filledValues(template, renderNginx(template, composeValues(service)))).toEqual(composeValues(service));
    }
    // a change to the template shows in both: one edited line no longer matches either
    const edited = readNginxTemplate('lb').replace('least_conn;', 'ip_hash;');
    expect(filledValues(edited, renderNginx(readNginxTemplate('lb'), composeValues('lb')))).toBeNull();
  });

  it('refuses a missing, an empty or an unknown value rather than writing a half configuration', () => {
    const lb = readNginxTemplate('lb');
    const values = composeValues('lb');
    expect(() => renderNginx(lb, { ...values, ARENA_CDN_URL: '' })).toThrow('no value for ARENA_CDN_URL');
    const { ARENA_LB_LISTEN: _listen, ...missing } = values;
    expect(() => renderNginx(lb, missing)).toThrow('no value for ARENA_LB_LISTEN');
    expect(() => renderNginx(lb, { ...values, ARENA_UPSTREAM: 'x' })).toThrow('no use for ARENA_UPSTREAM');
  });
});

describe("npm run cluster's settings (deploy/cluster/config.cjs)", () => {
  it('3 instances behind :8080 on the local PostgreSQL and Redis unless told otherwise, each with its name and port', () => {
    const config = clusterConfig([], {});
    expect(config.servers).toEqual([
      { name: 'server-1', port: 8081 },
      { name: 'server-2', port: 8082 },
      { name: 'server-3', port: 8083 },
    ]);
    expect(config.port).toBe(8080);
    expect(config.cdnPort).toBe(8084);
    expect(config.shared).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: LOCAL_DATABASE_URL,
      REDIS_URL: LOCAL_REDIS_URL,
      TRUSTED_PROXIES: '127.0.0.1',
    });
    expect(config.serverEnv(config.servers[1])).toMatchObject({ ARENA_INSTANCE: 'server-2', PORT: '8082', HOST: '127.0.0.1' });
  });

  it('takes DATABASE_URL, REDIS_URL and the keys from the environment, and draws keys every instance shares when they are unset', () => {
    const env = { DATABASE_URL: 'postgres://a@db:5432/x', REDIS_URL: 'redis://r:6379', DEVICE_COOKIE_SECRET: 'd'.repeat(40), NODE_ENV: 'production' };
    const config = clusterConfig(['--instances', '2'], env);
    expect(config.serverEnv(config.servers[0])).toMatchObject(env);
    const drawn = clusterConfig(['-n', '2'], {});
    const [a, b] = drawn.servers.map((server) => drawn.serverEnv(server));
    for (const key of ['DEVICE_COOKIE_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'GAME_PROVIDER_SECRETS']) {
      expect(a[key]).toBe(b[key]);
      expect(a[key]!.length).toBeGreaterThanOrEqual(32);
    }
    // every simulated supplier the server would otherwise key per process
    expect(SIMULATED_WALLET_PROVIDERS).toEqual([...SERVER_SIMULATED_PROVIDERS]);
    expect(a.GAME_PROVIDER_SECRETS!.split(',').map((pair) => pair.split(':')[0])).toEqual([...SERVER_SIMULATED_PROVIDERS]);
  });

  it.each([['--instances', '0'], ['--instances', '17'], ['--instances', 'two'], ['--port', '0'], ['--port', '65534'], ['--bogus']])(
    'refuses %s %s',
    (...args) => {
      expect(() => clusterConfig(args.filter(Boolean), {})).toThrow(ClusterConfigError);
    },
  );
});
