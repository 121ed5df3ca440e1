// Builds a patched copy of one remote OUTSIDE the repo's working tree and serves its dist with CORS:
// the "redeploy a remote = copy its dist and change its URL" path of docs/architecture.md, end to end.
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { REPO_ROOT } = require('./arena-server');

/** sha256 over every file (relative path + content) of a folder */
function hashDir(dir) {
  const hash = crypto.createHash('sha256');
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        hash.update(path.relative(dir, full));
        hash.update(fs.readFileSync(full));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * Copies mf-<remote> (src, public, package.json, webpack.config.js) to a temp folder, lets `patch`
 * edit the copy, and builds it with webpack into <temp>/mf-<remote>/dist. Modules and loaders
 * resolve from the repo's node_modules.
 * @param {{ remote: string, patch: (appDir: string) => void }} opts
 */
async function buildPatchedRemote({ remote, patch }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-redeploy-'));
  try {
    return await buildIn(tmp, remote, patch);
  } catch (error) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
}

async function buildIn(tmp, remote, patch) {
  const src = path.join(REPO_ROOT, `mf-${remote}`);
  const app = path.join(tmp, `mf-${remote}`);
  fs.mkdirSync(app);
  for (const item of ['src', 'public', 'package.json', 'webpack.config.js', 'tsconfig.json']) {
    if (fs.existsSync(path.join(src, item))) fs.cpSync(path.join(src, item), path.join(app, item), { recursive: true });
  }
  patch(app);
  const modules = path.join(REPO_ROOT, 'node_modules');
  // the remote's own config, its bare requires resolved from the repo
  const original = fs.readFileSync(path.join(app, 'webpack.config.js'), 'utf8');
  fs.writeFileSync(path.join(app, 'webpack.original.js'), `module.paths.unshift(${JSON.stringify(modules)});\n${original}`);
  fs.writeFileSync(
    path.join(app, 'webpack.redeploy.js'),
    `
const original = require('./webpack.original.js');
const modules = ${JSON.stringify(modules)};
module.exports = async (env, argv) => {
  const config = await (typeof original === 'function' ? original(env, argv) : original);
  config.resolve = { ...config.resolve, modules: ['node_modules', modules] };
  config.resolveLoader = { ...config.resolveLoader, modules: ['node_modules', modules] };
  return config;
};
`,
  );
  const cli = path.join(modules, 'webpack-cli', 'bin', 'cli.js');
  const started = Date.now();
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, '--mode', 'production', '--config', 'webpack.redeploy.js'], {
      cwd: app,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`webpack exited ${code}:\n${out.slice(-4000)}`))));
  });
  const dist = path.join(app, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`no mf-manifest.json in ${dist}:\n${output}`);
  return { tmp, app, dist, buildMs: Date.now() - started, cleanup: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

const TYPES = { '.js': 'application/javascript', '.json': 'application/json', '.html': 'text/html', '.css': 'text/css', '.txt': 'text/plain' };

/**
 * A tiny static server with CORS (a stand-in for the CDN the dist is copied to).
 * @returns {Promise<{ url: string, requests: string[], close: () => Promise<void> }>}
 */
function serveStatic(dir) {
  const requests = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(pathname);
    const file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

module.exports = { hashDir, buildPatchedRemote, serveStatic };
