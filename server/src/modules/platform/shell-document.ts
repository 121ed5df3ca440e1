// The shell's index.html, written per route: the remote map and the licence's display rules inlined (the
// shell skips two requests), the demo flag on a demo site (the shell's demo mark), and preload hints for the remote that owns the route
// (its manifest, entry and exposed chunks download alongside the shell's own JavaScript instead of after it). Every script and style element carries the
// reply's Content-Security-Policy nonce, and a meta element hands it to emotion for the styles it
// inserts at run time (@arena/ui's emotion cache reads it).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  DEMO_GLOBAL,
  LICENCE_DISPLAY_GLOBAL,
  matchRoute,
  staticPageHeading,
  type CarouselBanner,
  type LicenceProfile,
  type RemoteMap,
  type RemoteName,
} from '@arena/contracts';
import { translate } from '../../plugins/locale';
import type { Locale } from '../../i18n/translations';

/** The global the shell's config reads before it would fetch GET /api/platform/remotes. */
export const REMOTE_MAP_GLOBAL = '__ARENA_REMOTES__';

interface ManifestAssets {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { assets: { js: { sync: string[] } } }[];
}

/** where the reply's nonce goes: a NUL never occurs in the template or the values written into it */
const NONCE = '\u0000nonce\u0000';

/** `<` escaped so no value can close the inline script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The content area of the skeleton the shell's index.html paints before its JavaScript runs. */
const SKELETON_CONTENT = '<div class="sk-m">';

/**
 * The route's breadcrumb and title in the skeleton, in the player's language: the page's largest text
 * paints with the HTML instead of after the shell and the remote have loaded. The shell shows the same
 * heading while the remote loads (federation/RemoteOutlet.tsx), and the remote's own replaces it. The
 * home page (its trail is itself alone) shows none, as @arena/ui's PageHeader.
 */
function pageHeading(pathname: string, locale: Locale): string {
  const heading = staticPageHeading(pathname);
  if (!heading || heading.crumbs.length < 2) return '';
  const crumbs = heading.crumbs.map((c) => `<span>${text(translate(locale, c.labelKey))}</span>`).join(' / ');
  return `<header class="sk-p"><nav aria-label="breadcrumb">${crumbs}</nav><h1>${text(translate(locale, heading.route.titleKey))}</h1></header>`;
}

/**
 * The home page's first banner in the skeleton, as mf-cms's carousel draws it (images: default, ≥ 1200 px,
 * ≥ 992 px): the page's largest element paints with the HTML instead of after the shell, the cms remote
 * and its slider call. The shell keeps it in place while the cms remote loads (federation/server-paint.tsx),
 * then the carousel paints the same banner.
 */
function firstBanner(banner: CarouselBanner): string {
  const [image, xl, lg] = banner.images.map(attr);
  return (
    `<picture class="sk-b"><source media="(min-width: 1200px)" srcset="${xl}"><source media="(min-width: 992px)" srcset="${lg}">` +
    `<img src="${image}" alt="${attr(banner.title)}" width="768" height="256" fetchpriority="high"></picture>`
  );
}

/** One game of a lobby's first row, as the lobby's card shows it. */
export interface LobbyCard {
  name: string;
  provider: string;
  image?: string | null;
}

/**
 * A casino lobby's first row of game cards in the skeleton, as @arena/ui's GameCard draws them (the
 * index.html's `.sk-g` CSS shows as many as the lobby's grid has columns): the lobby's largest element,
 * a card's art, paints with the HTML instead of after the shell, the casino remote and its games call.
 * The shell keeps the row in place while the casino remote loads (federation/server-paint.tsx). Only the
 * phone's two columns fetch their art at once; the others wait until they are shown.
 */
function lobbyFirstRow(cards: readonly LobbyCard[]): string {
  const card = ({ name, provider, image }: LobbyCard, i: number) => {
    const art = image ? `<img src="${attr(image)}" alt="" width="400" height="300"${i < 2 ? ' fetchpriority="high"' : ' loading="lazy"'}>` : '<span></span>';
    return `<div>${art}<b>${text(name)}</b><small>${text(provider)}</small></div>`;
  };
  return `<div class="sk-g">${cards.map(card).join('')}</div>`;
}

/** What the server paints in a page's skeleton beside its heading. */
export interface SkeletonPaint {
  /** the home page: its slider's first banner */
  banner?: CarouselBanner | null;
  /** a casino lobby: its first row of games */
  lobby?: readonly LobbyCard[];
}

export function createShellDocument({
  shellIndex,
  remotes,
  remoteDist,
  demo,
  licenceDisplay,
}: {
  shellIndex: string;
  remotes: RemoteMap;
  remoteDist: Record<RemoteName, string>;
  /** a demo site (config.demo): the shell shows its demo mark */
  demo: boolean;
  /** what the site's licence keeps on screen (the shell's session strip) */
  licenceDisplay: LicenceProfile['display'];
}) {
  const template = readFileSync(shellIndex, 'utf8').replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${NONCE}"`);
  const cache = new Map<RemoteName, { mtimeMs: number; hints: string }>();

  /** Files of a remote this server serves itself, read from its manifest (re-read after a redeploy). */
  function localAssets(name: RemoteName, manifestUrl: string): string[] {
    const file = path.join(remoteDist[name], 'mf-manifest.json');
    try {
      const { metaData, exposes } = JSON.parse(readFileSync(file, 'utf8')) as ManifestAssets;
      const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
      const entry = `${base}${metaData.remoteEntry.path}${metaData.remoteEntry.name}`;
      return [entry, ...exposes.flatMap((e) => e.assets.js.sync.map((js) => `${base}${js}`))];
    } catch {
      return [];
    }
  }

  function hintsFor(name: RemoteName): string {
    const manifestUrl = remotes[name];
    const served = manifestUrl === `/remotes/${name}/mf-manifest.json`;
    const mtimeMs = served ? (statSync(path.join(remoteDist[name], 'mf-manifest.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0) : 0;
    const cached = cache.get(name);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hints;
    const scripts = served ? localAssets(name, manifestUrl) : [];
    const hints = [
      `<link rel="preload" as="fetch" crossorigin href="${attr(manifestUrl)}">`,
      ...scripts.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`),
    ].join('');
    cache.set(name, { mtimeMs, hints });
    return hints;
  }

  /**
   * The document for one pathname, its inline code allowed by `nonce`: unknown routes get the map but no
   * remote hints; the home page gets its banner painted, a lobby its first row of games.
   */
  return (pathname: string, locale: Locale, nonce: string, { banner, lobby }: SkeletonPaint = {}): string => {
    const owner = matchRoute(pathname)?.owner;
    const head =
      `<meta property="csp-nonce" nonce="${NONCE}">` +
      `<script nonce="${NONCE}">window.${REMOTE_MAP_GLOBAL}=${inlineJson(remotes)};window.${LICENCE_DISPLAY_GLOBAL}=${inlineJson(licenceDisplay)}` +
      `${demo ? `;window.${DEMO_GLOBAL}=true` : ''}</script>` +
      `${owner ? hintsFor(owner) : ''}`;
    return template
      .replace('</head>', () => `${head}</head>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
      .replace(
        SKELETON_CONTENT,
        () => `${SKELETON_CONTENT}${pageHeading(pathname, locale)}${banner ? firstBanner(banner) : ''}${lobby?.length ? lobbyFirstRow(lobby) : ''}`,
      )
      .split(NONCE)
      .join(nonce);
  };
}
