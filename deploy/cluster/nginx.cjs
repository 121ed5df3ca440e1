// The cluster's nginx: the lb and cdn templates of docker-compose.yml (deploy/nginx), rendered with this
// machine's addresses, inside an nginx.conf like the official image's (mime types, the servers inside
// http), with everything nginx writes in one folder. The access log names the replica each request went
// to (upstream=…).
const { mkdirSync, symlinkSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { readNginxTemplate, renderNginx } = require('../nginx/render.cjs');

const REPO = path.resolve(__dirname, '../..');
/** the cdn's folders, as docker-compose.yml mounts them: /remotes/<name>/ is mf-<name>/dist */
const REMOTES = ['casino', 'sports', 'account', 'payments', 'cms'];

/** the values of the templates' ${ARENA_…} names on this machine */
function clusterNginxValues(config, dir) {
  return {
    lb: {
      ARENA_LB_LISTEN: `127.0.0.1:${config.port}`,
      ARENA_UPSTREAM_SERVERS: config.servers.map((server) => `server 127.0.0.1:${server.port};`).join(' '),
      ARENA_CDN_URL: `http://127.0.0.1:${config.cdnPort}`,
    },
    cdn: { ARENA_CDN_LISTEN: `127.0.0.1:${config.cdnPort}`, ARENA_STATIC_ROOT: path.join(dir, 'srv') },
  };
}

/** writes nginx.conf (and the cdn's folder of links) into `dir`; answers nginx's command line */
function writeClusterNginx(config, dir) {
  for (const name of REMOTES) {
    mkdirSync(path.join(dir, 'srv/remotes'), { recursive: true });
    symlinkSync(path.join(REPO, `mf-${name}/dist`), path.join(dir, 'srv/remotes', name));
  }
  const values = clusterNginxValues(config, dir);
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      // as root, nginx's workers would otherwise run as nobody, who may not read the repository
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      // a proxied WebSocket holds two connections (the browser's, the replica's): bench:cluster's 10,000
      // sockets need 20,000, and more files than a shell's usual limit (raised where nginx may: root with
      // CAP_SYS_RESOURCE; elsewhere it logs an alert and keeps the shell's `ulimit -n`)
      'worker_rlimit_nofile 65536;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 32768; }',
      'http {',
      'include /etc/nginx/mime.types; default_type application/octet-stream;',
      `log_format cluster '$remote_addr "$request" $status upstream=$upstream_addr';`,
      `access_log ${path.join(dir, 'access.log')} cluster;`,
      ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' '),
      renderNginx(readNginxTemplate('cdn'), values.cdn),
      renderNginx(readNginxTemplate('lb'), values.lb),
      '}',
      '',
    ].join('\n'),
  );
  return {
    command: config.nginx,
    args: ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    accessLog: path.join(dir, 'access.log'),
  };
}

module.exports = { clusterNginxValues, writeClusterNginx };
