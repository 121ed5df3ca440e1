// Watchers of one room of the rooms hub (/hub/originals, SignalR JSON protocol), held in a child process
// so they do not share the event loop of the server or of the benchmark that counts them. Used by
// sports-fanout.mjs (one server) and cluster.mjs (through nginx). Each RoomMessage's arrival is recorded
// by its order on the socket (`by: 'order'`: arrivals[k] = the k-th message's receive times over every
// socket) or by its payload (`by: 'payload'`: arrivals[JSON of the payload] = its receive times), for a
// publisher whose messages are known by content rather than by count.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RS = '\u001e';
/** sockets opened at once while connecting */
const OPENING = 50;

/** one wall clock with sub-millisecond steps, the same in every process of this machine */
export const now = () => performance.timeOrigin + performance.now();

/** the child process: `count` watchers of `room` */
async function watchers({ url, count, room, by, sources }) {
  const { default: WebSocket } = await import('ws');
  const arrivals = by === 'order' ? [] : {};
  let prices = 0;
  const sockets = [];
  // a socket the server closes before it is subscribed (its handshake timed out on a busy machine) is opened again
  let opened = 0;
  const open = (retries = 5) =>
    new Promise((resolve, reject) => {
      const localAddress = sources?.[opened++ % sources.length];
      // a connection the proxy never answers (out of files, say) fails and is tried again, not waited on for ever
      const socket = new WebSocket(url, { handshakeTimeout: 15_000, ...(localAddress && { localAddress }) });
      let subscribed = false;
      let received = 0;
      let pending = '';
      const retry = (error) => {
        if (subscribed) return;
        socket.terminate();
        if (retries === 0) reject(error);
        else resolve(open(retries - 1));
      };
      socket.on('error', retry);
      socket.on('close', () => retry(new Error('closed before subscribing')));
      socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
      socket.on('message', (data) => {
        const at = now();
        pending += data.toString();
        const records = pending.split(RS);
        pending = records.pop();
        for (const record of records) {
          const message = JSON.parse(record);
          if (message.type === undefined) socket.send(`${JSON.stringify({ type: 1, invocationId: '1', target: 'Subscribe', arguments: [room] })}${RS}`);
          else if (message.type === 3) {
            subscribed = true;
            resolve(socket);
          } else if (message.type === 1 && message.target === 'RoomMessage') {
            const key = by === 'order' ? received : JSON.stringify(message.arguments[2]);
            (arrivals[key] ??= []).push(at);
            received += 1;
            prices += message.arguments[2]?.selections?.length ?? 0;
          } else if (message.type === 6) socket.send(`{"type":6}${RS}`);
        }
      });
    });
  for (let i = 0; i < count; i += OPENING) sockets.push(...(await Promise.all(Array.from({ length: Math.min(OPENING, count - i) }, () => open()))));
  process.send({ ready: true });
  process.on('message', () => {
    for (const socket of sockets) socket.terminate();
    process.send({ arrivals, prices });
  });
}

/**
 * A child process holding `count` watchers of `room` at the hub `url` (ws://…/hub/originals), opened
 * from the local addresses `sources` in turn when given (127.0.0.2, …: through a proxy on this machine,
 * the browsers' and the proxy's connections would otherwise share one address's ephemeral ports). `ready`
 * settles once every socket is subscribed; `collect()` closes them and answers { arrivals, prices };
 * `kill()` ends the child (a failed run's clean-up).
 */
export function spawnWatchers(url, count, { room, by = 'order', sources }) {
  const child = fork(fileURLToPath(import.meta.url), ['--watchers', JSON.stringify({ url, count, room, by, sources })]);
  const ready = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`watchers exited with ${code}`)));
  });
  const collect = () =>
    new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.once('message', (result) => {
        child.kill();
        resolve(result);
      });
      child.send('done');
    });
  return { ready, collect, kill: () => child.kill(), pid: child.pid };
}

if (process.argv[2] === '--watchers') await watchers(JSON.parse(process.argv[3]));
