/**
 * docker-compose.yml describes the production shape: postgres, redis, two server replicas, a cdn
 * serving the builds and a load balancer. `docker-compose config` validates and resolves it (no
 * engine needed); the resolved YAML is checked here. Browser-less: runs in the "config" project.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { expect, test } from '@playwright/test';
import { REPO_ROOT } from '../lib/arena-server';
import { renderNginx } from '../../deploy/nginx/render.cjs';

const COMPOSE = fs.existsSync('/usr/bin/docker-compose') ? '/usr/bin/docker-compose' : 'docker-compose';
const REMOTES = ['CASINO', 'SPORTS', 'ACCOUNT', 'PAYMENTS', 'CMS'];

type Service = {
  image?: string;
  environment?: Record<string, string> | string[];
  volumes?: (string | { source: string; target: string })[];
  ports?: unknown[];
  depends_on?: unknown;
  command?: string[] | string;
};

/** a chain key as an operator would set it (64 hex digits) */
const CHAIN_KEY = 'c0ffee'.padEnd(64, '5a');
/** the key of the suppliers' credentials, likewise */
const SECRETS_KEY = 'beef'.padEnd(64, '3c');
/** the device cookie's signing secret the test hands to compose */
const DEVICE_SECRET = 'd0e5'.padEnd(64, '7b');

/** `docker-compose config` with `extra` over this process's environment (undefined removes a variable) */
function composeConfig(extra: Record<string, string | undefined>): string {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...extra };
  for (const [name, value] of Object.entries(extra)) if (value === undefined) delete environment[name];
  return execFileSync(COMPOSE, ['-f', 'docker-compose.yml', 'config'], { cwd: REPO_ROOT, encoding: 'utf8', env: environment, stdio: 'pipe' });
}

function resolved(): { services: Record<string, Service> } {
  return yaml.load(composeConfig({ CDN_URL: '', ORIGINALS_CHAIN_KEY: CHAIN_KEY, PROVIDER_SECRETS_KEY: SECRETS_KEY, DEVICE_COOKIE_SECRET: DEVICE_SECRET })) as {
    services: Record<string, Service>;
  };
}

function env(service: Service): Record<string, string> {
  const e = service.environment ?? {};
  if (!Array.isArray(e)) return e;
  return Object.fromEntries(
    e.map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i), kv.slice(i + 1)];
    }),
  );
}

const commandText = (s: Service) => (Array.isArray(s.command) ? s.command.join(' ') : (s.command ?? ''));
const volumeText = (s: Service) => (s.volumes ?? []).map((v) => (typeof v === 'string' ? v : `${v.source}:${v.target}`)).join('\n');

test('docker-compose config resolves and describes the production shape', () => {
  const { services } = resolved();
  const names = Object.keys(services);

  // data services
  expect(services.postgres?.image).toMatch(/^postgres:/);
  expect(services.redis?.image).toMatch(/^redis:/);

  // two server replicas running the real server with PostgreSQL, Redis and the remote map
  const servers = names.filter((n) => /^server/.test(n));
  expect(servers.length).toBeGreaterThanOrEqual(2);
  for (const name of servers) {
    const e = env(services[name]);
    expect(e.DATABASE_URL, name).toMatch(/^postgres(ql)?:\/\/.+@postgres:5432\//);
    expect(e.REDIS_URL, name).toMatch(/^redis:\/\/redis:6379/);
    // the live games' chain key from the operator's environment, the same on every replica
    expect(e.ORIGINALS_CHAIN_KEY, `${name} ORIGINALS_CHAIN_KEY`).toBe(CHAIN_KEY);
    // the suppliers' credentials open on whichever replica serves the launch
    expect(e.PROVIDER_SECRETS_KEY, `${name} PROVIDER_SECRETS_KEY`).toBe(SECRETS_KEY);
    // a device cookie one replica signed is read by the others
    expect(e.DEVICE_COOKIE_SECRET, `${name} DEVICE_COOKIE_SECRET`).toBe(DEVICE_SECRET);
    for (const remote of REMOTES) expect(e[`REMOTE_${remote}_URL`], `${name} REMOTE_${remote}_URL`).toMatch(/mf-manifest\.json$/);
    // production runs the compiled server, never the TypeScript sources through tsx
    expect(commandText(services[name])).toMatch(/^node (.+ )?server\/dist\/main\.js$/);
  }

  // a static service serving every remote's dist, and never a page: the shell's documents come from the
  // servers with their security headers (server/src/http/compose-nginx.test.ts runs this nginx)
  const cdn = services.cdn;
  expect(cdn?.image).toMatch(/nginx/);
  const volumes = volumeText(cdn);
  expect(volumes).not.toMatch(/shell\/dist/);
  for (const remote of REMOTES) expect(volumes).toMatch(new RegExp(`mf-${remote.toLowerCase()}/dist`));

  // the public entry: a load balancer over the replicas, statics from the cdn; its configuration is the
  // template mounted into the nginx image, filled from the service's ARENA_* values as its envsubst does
  const lb = services.lb;
  expect(lb?.ports?.length).toBeGreaterThan(0);
  const lbConf = mountedNginxConf(lb);
  for (const name of servers) expect(lbConf).toContain(`server ${name}:8080;`);
  // pages, /api and the site media from the replicas; the remotes' files from the cdn; the hub upgraded
  expect(lbConf).toMatch(/location \/ \{ proxy_pass http:\/\/api; \}/);
  expect(lbConf).toMatch(/location \/remotes\/ \{ proxy_pass http:\/\/cdn:80; \}/);
  expect(lbConf).toMatch(/location \/hub\/ \{[^}]*proxy_pass http:\/\/api;[^}]*Upgrade \$http_upgrade/);
});

/** the nginx configuration a compose service runs: its mounted template, rendered with its ARENA_* values */
function mountedNginxConf(service: Service): string {
  const mount = (service.volumes ?? [])
    .map((v) => (typeof v === 'string' ? { source: v.split(':')[0], target: v.split(':')[1] } : v))
    .find((v) => v.target === '/etc/nginx/templates/default.conf.template');
  expect(mount, 'the nginx template mounted into the image').toBeDefined();
  const values = Object.fromEntries(Object.entries(env(service)).filter(([name]) => name.startsWith('ARENA_')));
  return renderNginx(fs.readFileSync(path.resolve(REPO_ROOT, mount!.source), 'utf8'), values);
}

test('docker-compose.yml references only services it defines', () => {
  const { services } = resolved();
  for (const [name, service] of Object.entries(services)) {
    const deps = Array.isArray(service.depends_on) ? service.depends_on : Object.keys((service.depends_on as object) ?? {});
    for (const dep of deps) expect(Object.keys(services), `${name} depends on ${dep}`).toContain(dep);
  }
  expect(path.basename(COMPOSE)).toBe('docker-compose');
});

test('docker-compose refuses to start without ORIGINALS_CHAIN_KEY (production would not drive the live games)', () => {
  // unset and empty alike: an empty key would leave production without its chain key
  for (const value of [undefined, '']) {
    let message = '';
    try {
      composeConfig({ ORIGINALS_CHAIN_KEY: value, DEVICE_COOKIE_SECRET: DEVICE_SECRET });
    } catch (error) {
      message = String((error as { stderr?: string }).stderr);
    }
    expect(message, `ORIGINALS_CHAIN_KEY=${JSON.stringify(value)}`).toContain('set ORIGINALS_CHAIN_KEY to 64 hex digits');
  }
});
