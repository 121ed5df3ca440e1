// What the simulated SoftGamings answers a launch with: an HTML document whose script opens the game,
// as SoftGamings' User/AuthHTML does. The browser shows it in a sandboxed srcdoc frame, which inherits
// the site's Content-Security-Policy; the casino gives its scripts the page's nonce (mf-casino
// launch/components/frame-document.ts), as it does a real SoftGamings reply's.

const SCRIPT = "location.replace(JSON.parse(document.getElementById('game').textContent).url)";

export function softGamingsLaunchHtml(url: string): string {
  const data = JSON.stringify({ url }).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>SoftGamings</title></head><body><script type="application/json" id="game">${data}</script><script>${SCRIPT}</script></body></html>`;
}
