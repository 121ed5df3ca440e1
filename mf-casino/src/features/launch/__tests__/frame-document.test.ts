import { frameDocument } from '../components/frame-document';

const REPLY =
  '<html><head><script src="https://games.example/sg.js"></script></head><body><script>location.href = "https://games.example/play"</script></body></html>';

function siteWithNonce(nonce: string | null) {
  const root = document.createElement('div');
  const script = document.createElement('script');
  if (nonce) script.setAttribute('nonce', nonce);
  root.append(script);
  return root;
}

describe('frameDocument', () => {
  it("stamps the site's nonce on every script of the reply, so the inherited policy lets them run", () => {
    const doc = new DOMParser().parseFromString(frameDocument(REPLY, siteWithNonce('n0nce')), 'text/html');
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(2);
    scripts.forEach((script) => expect(script.getAttribute('nonce')).toBe('n0nce'));
    expect(scripts[1].textContent).toBe('location.href = "https://games.example/play"');
  });

  it('leaves the reply as it is when the site has no nonce (no policy)', () => {
    expect(frameDocument(REPLY, siteWithNonce(null))).toBe(REPLY);
  });
});
