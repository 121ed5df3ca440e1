import { describe, expect, it } from '@jest/globals';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { SANITIZED_TAGS, sanitizeHtml } from './sanitize-html';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const ALLOWED_TAGS = new Set<string>(SANITIZED_TAGS);
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcset']);

/** the scheme a browser would see, decoded and with the characters it skips removed (independent of the sanitizer's own) */
function browserScheme(url: string): string {
  let text = url;
  for (let i = 0; i < 3; i += 1) text = decodeURIComponent(text.replace(/%(?![0-9a-f]{2})/gi, '%25'));
  // eslint-disable-next-line no-control-regex -- the characters browsers drop inside a URL's scheme
  return text.replace(/[\u0000-\u0020\u007f-\u00a0\ufeff]/g, '').toLowerCase();
}

/** Every element of the sanitized output as a browser parses it (parse5 is the HTML standard's parser). */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}

function expectHarmless(payload: string) {
  const output = sanitizeHtml(payload);
  for (const element of elementsOf(output)) {
    expect({ payload, tag: element.tagName, allowed: ALLOWED_TAGS.has(element.tagName) }).toEqual({ payload, tag: element.tagName, allowed: true });
    for (const { name, value } of element.attrs) {
      expect({ payload, name, handler: name.startsWith('on') }).toEqual({ payload, name, handler: false });
      expect({ payload, name, presentational: ['style', 'class', 'id'].includes(name) }).toEqual({ payload, name, presentational: false });
      if (URL_ATTRIBUTES.has(name))
        expect({ payload, url: browserScheme(value) }).toEqual({ payload, url: expect.not.stringMatching(/^(javascript|data|vbscript|livescript):/) });
    }
    if (element.tagName === 'a') expect(element.attrs.find((attr) => attr.name === 'rel')?.value).toBe('noopener noreferrer');
  }
  // no second pass turns the output into something else (mutation XSS needs a serialisation that re-parses differently)
  expect(sanitizeHtml(output)).toBe(output);
}

// OWASP XSS filter evasion cheat sheet vectors, SVG/MathML, encoded URLs, CSS and mutation XSS
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="%6Aavascript:alert(1)">x</a>',
  '<a href="%256Aavascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\0script:alert(1)">x</a>',
  '<a href="\\\\evil.example/x">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="http://evil.example/track.gif">',
  '<img src="//evil.example/x.png">',
  '<img src="/media/../api/auth/logout">',
  "<BODY ONLOAD=alert('XSS')>",
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><p><img src=x onerror=alert(1)></p></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">CLICKME</math>',
  '<math><maction actiontype="statusline#http://evil" xlink:href="javascript:alert(1)">x</maction></math>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red">overlay</p>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  "<STYLE>@import'http://evil.example/xss.css';</STYLE>",
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://evil.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoJ1hTUycpPC9zY3JpcHQ+PC9zdmc+" AllowScriptAccess="always"></EMBED>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<base href="https://evil.example/">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<title><img src=x onerror=alert(1)></title>',
  '<p title="<img src=x onerror=alert(1)>">quoted</p>',
  '<a href="https://ok.example" onclick="alert(1)" style="position:fixed" class="btn">x</a>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<a href="https://ok.example" rel="opener">x</a>',
  '<img src="https://ok.example/a.png" onerror="alert(1)" style="position:fixed">',
  '<span onmouseover=alert(1)>x</span>',
  '<div><details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT/XSS SRC="http://evil.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<XSS STYLE="behavior: url(xss.htc);">',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<![CDATA[<script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
];

describe('sanitizeHtml', () => {
  it('allows no element that runs code, loads a document or takes input', () => {
    const active = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'form', 'input', 'button', 'base', 'meta', 'link', 'template'];
    expect(SANITIZED_TAGS.filter((tag) => active.includes(tag))).toEqual([]);
  });

  it('has a corpus of at least 50 payloads', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_CORPUS)('leaves nothing that runs of %s', (payload) => {
    expectHarmless(payload);
  });

  it('keeps no script text where a tag was dropped', () => {
    for (const payload of XSS_CORPUS)
      expect({ payload, output: sanitizeHtml(payload) }).toEqual({ payload, output: expect.not.stringMatching(/<script|alert\(1\)<\/script/i) });
  });

  it('keeps the formatting an editor writes', () => {
    const html =
      '<h3>Kurallar</h3><p><strong>Bonus</strong> ve <em>çevrim</em> <u>şartları</u><br /></p><ul><li>bir</li></ul><ol><li>iki</li></ol>' +
      '<table><thead><tr><th colspan="2">A</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table><blockquote>alıntı</blockquote><span>metin</span>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps safe links with rel forced, and only _blank/_self targets', () => {
    expect(sanitizeHtml('<a href="https://www.yesilay.org.tr" target="_blank" title="Yeşilay">YEDAM</a>')).toBe(
      '<a href="https://www.yesilay.org.tr" title="Yeşilay" target="_blank" rel="noopener noreferrer">YEDAM</a>',
    );
    expect(sanitizeHtml('<a href="/pages/2">şartlar</a>')).toBe('<a href="/pages/2" rel="noopener noreferrer">şartlar</a>');
    expect(sanitizeHtml('<a href="mailto:destek@arena.example">mail</a>')).toBe('<a href="mailto:destek@arena.example" rel="noopener noreferrer">mail</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)" target="_top">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
  });

  it('keeps images from our media and https only, with numeric sizes', () => {
    expect(sanitizeHtml('<img src="/media/promotions/welcome.webp" alt="Hoş geldin" width="600" height="400">')).toBe(
      '<img src="/media/promotions/welcome.webp" alt="Hoş geldin" width="600" height="400" />',
    );
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" width="100%">')).toBe('<img src="https://cdn.example/a.png" />');
    expect(sanitizeHtml('<p>a<img src="http://cdn.example/a.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a<img src="/api/auth/logout">b</p>')).toBe('<p>ab</p>');
  });

  it('escapes text, so markup in it stays text', () => {
    expect(sanitizeHtml('5 < 6 & "x"')).toBe('5 &lt; 6 &amp; "x"');
  });
});
