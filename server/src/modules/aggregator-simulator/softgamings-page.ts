// What the simulated SoftGamings answers a launch with: an HTML document whose script opens the game,
// as SoftGamings' User/AuthHTML does. The browser shows it in a sandboxed srcdoc frame, which inherits
// the site's Content-Security-Policy: the script is one constant text (the URL sits in a data block),
// so the site's policy admits it by its hash (SOFTGAMINGS_SCRIPT_HASH) and nothing else inline.
import { createHash } from 'node:crypto';

const SCRIPT = "location.replace(JSON.parse(document.getElementById('game').textContent).url)";

export const SOFTGAMINGS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

export function softGamingsLaunchHtml(url: string): string {
  const data = JSON.stringify({ url }).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SoftGamings</title></head><body><script type="application/json" id="game">${data}</script><script>${SCRIPT}</script></body></html>`;
}
