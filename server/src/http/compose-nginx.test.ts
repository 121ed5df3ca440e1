// docker-compose.yml's two nginx configurations (the lb and the cdn: deploy/nginx's templates filled from
// the services' environment), run by Debian's nginx in front of a real server, as compose wires them (only
// the ports and the files' folder differ): every page comes
// from the server with its security headers, the cdn serves the remotes' files and never a page, and
// the lb overwrites X-Forwarded-For with the address it saw.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { NGINX_TEMPLATES, readNginxTemplate, renderNginx } from '../../../deploy/nginx/render.cjs';
import { SERVER_ROOT } from '../server-root';
import { bearer, registration } from '../testing/players';
import { buildTestApp } from '../testing/test-app';

const REPO = path.resolve(SERVER_ROOT, '..');
const COMPOSE = readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8');

/** A compose service's nginx configuration: the template it mounts (deploy/nginx), filled from its ARENA_* environment. */
function serviceConf(service: 'lb' | 'cdn'): { conf: string; volumes: string[] } {
  const { services } = parse(COMPOSE, { merge: true }) as { services: Record<string, { volumes?: string[]; environment?: Record<string, string> }> };
  const { volumes = [], environment = {} } = services[service] ?? {};
  const mounted = volumes.find((volume) => volume.endsWith(':/etc/nginx/templates/default.conf.template:ro'))?.split(':')[0];
  if (mounted !== `./deploy/nginx/${NGINX_TEMPLATES[service]}`) throw new Error(`docker-compose.yml: ${service} does not mount its template from deploy/nginx`);
  const values = Object.fromEntries(Object.entries(environment).filter(([name]) => name.startsWith('ARENA_')));
  return { conf: renderNginx(readNginxTemplate(service), values), volumes };
}

/** `text` with `from` replaced: the test fails loudly when compose's shape moved under it. */
function adapt(text: string, from: string | RegExp, to: string): string {
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`docker-compose.yml: "${String(from)}" not found`);
  return changed;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

describe("docker-compose.yml's nginx in front of the server", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'arena-nginx-'));
  let app: FastifyInstance;
  let nginx: ChildProcess;
  let lb: string;
  let cdn: string;
  const nginxLog: string[] = [];

  beforeAll(async () => {
    // production's headers, trusting the lb's hop (here on this machine) as compose's TRUSTED_PROXIES does
    app = await buildTestApp({ env: 'production', trustedProxies: ['127.0.0.1'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (app.server.address() as AddressInfo).port;
    const [lbPort, cdnPort] = [await freePort(), await freePort()];
    lb = `http://127.0.0.1:${lbPort}`;
    cdn = `http://127.0.0.1:${cdnPort}`;

    const cdnService = serviceConf('cdn');
    // the cdn's volumes, as folders under this test's /srv
    const folders = cdnService.volumes.map((volume) => /^\.\/(\S+?):(\/srv\/\S+?):ro$/.exec(volume)).filter((match) => match !== null);
    for (const [, from, to] of folders) {
      mkdirSync(path.dirname(path.join(dir, to)), { recursive: true });
      symlinkSync(path.join(REPO, from), path.join(dir, to));
    }
    let cdnConf = adapt(cdnService.conf, 'listen 80;', `listen 127.0.0.1:${cdnPort};`);
    cdnConf = adapt(cdnConf, /root \/srv/g, `root ${dir}/srv`);
    let lbConf = adapt(serviceConf('lb').conf, 'listen 80;', `listen 127.0.0.1:${lbPort};`);
    lbConf = adapt(lbConf, /server server-1:8080; server server-2:8080;/, `server 127.0.0.1:${appPort};`);
    lbConf = adapt(lbConf, /http:\/\/cdn:80/g, cdn);

    // the official image's nginx.conf: mime types, and the conf.d files inside http
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        'events { worker_connections 64; }',
        'http {',
        'include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;',
        ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' '),
        cdnConf,
        lbConf,
        '}',
      ].join('\n'),
    );
    nginx = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => nginxLog.push(chunk.toString()));
    const started = Date.now();
    for (;;) {
      if (nginx.exitCode !== null) throw new Error(`nginx did not start: ${nginxLog.join('')}`);
      try {
        await fetch(`${lb}/api/platform/health`);
        break;
      } catch {
        if (Date.now() - started > 20_000) throw new Error(`nginx did not answer: ${nginxLog.join('')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 120_000);

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (url: string) => fetch(`${lb}${url}`, { headers: { accept: 'text/html' } });

  it.each(['/', '/casino/slot'])('serves the page %s from the server, with its policy, no framing, HSTS and no open CORS', async (url) => {
    const res = await page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src [^;]*'nonce-[^']+'/);
    expect(await res.text()).toMatch(/<script nonce="[^"]+">window\.__ARENA_REMOTES__=/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("serves the shell's files with the server's headers, and a remote's files from the cdn (CORS open, no sniffing)", async () => {
    const shellFile = readdirSync(path.join(REPO, 'shell/dist')).find((name) => /\.[0-9a-f]{8,}\.js$/.test(name))!;
    const asset = await fetch(`${lb}/${shellFile}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(asset.headers.get('access-control-allow-origin')).toBeNull();

    const manifest = await fetch(`${lb}/remotes/casino/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    const entry = await fetch(`${lb}/remotes/casino/${metaData.remoteEntry.name}`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("never serves a page from the cdn: a remote's stand-alone index.html and its folder are not found, nor is anything else", async () => {
    for (const url of ['/remotes/casino/index.html', '/remotes/casino/', `${cdn}/`, `${cdn}/casino/slot`]) {
      const res = await fetch(url.startsWith('http') ? url : `${lb}${url}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(404);
    }
  });

  it('overwrites a forged X-Forwarded-For with the address the lb saw: the session records the real one', async () => {
    const forged = { 'x-forwarded-for': '198.51.100.9', 'content-type': 'application/json' };
    const registered = await fetch(`${lb}/api/auth/register`, { method: 'POST', headers: forged, body: JSON.stringify(registration()) });
    expect(registered.status).toBe(200);
    const { token } = ((await registered.json()) as { data: { token: string } }).data;
    const history = await fetch(`${lb}/api/customer/sessionhistory`, { headers: { ...forged, ...bearer(token) } });
    expect(history.headers.get('cache-control')).toBe('no-store');
    const sessions = ((await history.json()) as { data: { ip: string }[] }).data;
    expect(sessions.map((session) => session.ip)).toEqual(['127.0.0.1']);
  });
});
