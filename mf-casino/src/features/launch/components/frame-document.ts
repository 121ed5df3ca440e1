/**
 * The SoftGamings reply as the document of a srcdoc frame. A srcdoc document inherits the site's
 * Content-Security-Policy, whose script-src admits only our own origins and this page's nonce, so the
 * reply's scripts carry that nonce or they never run. They still run sandboxed, in an opaque origin.
 * Parsing with DOMParser runs nothing; without a site nonce (no policy) the reply is used as it is.
 */
export function frameDocument(html: string, root: ParentNode = document): string {
  const script = root.querySelector<HTMLScriptElement>('script[nonce]');
  // browsers hide the attribute's value once the page is parsed; the property keeps it
  const nonce = script?.nonce || script?.getAttribute('nonce');
  if (!nonce) return html;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script').forEach((script) => script.setAttribute('nonce', nonce));
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
