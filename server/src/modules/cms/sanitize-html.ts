// HTML the CMS stores (page bodies, promotion terms) goes through sanitizeHtml when it is written (the
// operator API, the seed): an allow-list of text-formatting tags, links and images. Everything else is
// dropped: scripts, frames, forms, SVG/MathML, event handlers, style and class attributes (so nothing
// can overlay the page or borrow the site's own classes), and URLs whose scheme is not web or mail.
import sanitize from 'sanitize-html';

/** schemes a link may use; a URL without a scheme (/promotions, #terms) is site-relative */
const LINK_SCHEMES = ['https', 'http', 'mailto', 'tel'];
const LINK_TARGETS = new Set(['_blank', '_self']);
/** an image is ours (/media/…) or any https: address; nothing else reaches the player's browser */
const IMAGE_SRC = /^(?:https:\/\/[^\s"'<>\\]+|\/media\/[A-Za-z0-9._~\-/]+)$/i;
const PARENT_SEGMENT = /(^|\/)\.\.(\/|$)/;
const DIMENSION = /^\d{1,4}$/;

/**
 * What a browser would read as the URL's scheme, seen through the tricks that hide one: entities are
 * already decoded by the parser; percent-encoding is undone (twice-encoded too) and the control and
 * whitespace characters a browser skips are removed ("jav&#x09;ascript:", "%6Aavascript:").
 */
function schemeOf(url: string): string | null {
  let text = url;
  for (let round = 0; round < 3; round += 1) {
    try {
      const decoded = decodeURIComponent(text);
      if (decoded === text) break;
      text = decoded;
    } catch {
      break;
    }
  }
  // eslint-disable-next-line no-control-regex -- these are exactly the characters a browser ignores in a scheme
  const compact = text.replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000\ufeff]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  if (match) return match[1];
  // a backslash or a colon before any path character still makes browsers guess a scheme or a host
  return /^[\\/]{2}|^[^/?#]*:/.test(compact) ? 'unknown' : null;
}

const safeHref = (href: string) => {
  const scheme = schemeOf(href);
  return scheme === null || LINK_SCHEMES.includes(scheme);
};
const safeImageSrc = (src: string) => IMAGE_SRC.test(src) && !PARENT_SEGMENT.test(src) && (src.startsWith('/') || schemeOf(src) === 'https');

/** the elements CMS HTML may keep (the tests check the output against this list) */
export const SANITIZED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'blockquote',
  'span',
  'img',
] as const;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...SANITIZED_TAGS],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // what these hold is code or markup of another kind, never text a reader should see
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'svg', 'math', 'object'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title, target } = attribs;
      const kept: sanitize.Attributes = {};
      if (href !== undefined && safeHref(href)) kept.href = href;
      if (title !== undefined) kept.title = title;
      if (target !== undefined && LINK_TARGETS.has(target)) kept.target = target;
      // a link never hands the opened page a handle on ours, nor our address
      kept.rel = 'noopener noreferrer';
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const { src, alt, width, height } = attribs;
      const kept: sanitize.Attributes = {};
      if (src !== undefined && safeImageSrc(src)) kept.src = src;
      if (alt !== undefined) kept.alt = alt;
      if (width !== undefined && DIMENSION.test(width)) kept.width = width;
      if (height !== undefined && DIMENSION.test(height)) kept.height = height;
      return { tagName, attribs: kept };
    },
  },
  // an image whose address was refused shows nothing: drop it rather than leave an empty <img>
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The allow-listed part of `html`, safe to render as HTML in the player's browser. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
