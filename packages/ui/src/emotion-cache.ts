import createCache, { type EmotionCache } from '@emotion/cache';

let cache: EmotionCache | undefined;

/**
 * The page's emotion cache. The server's document allows inline styles by a Content-Security-Policy
 * nonce and hands it over in `<meta property="csp-nonce" nonce>`: the <style> elements emotion inserts
 * at run time carry it. Without that meta (dev servers, tests) there is no policy and no nonce.
 */
export function arenaEmotionCache(): EmotionCache {
  if (!cache) {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    // browsers hide the attribute once parsed and keep the value in the property
    cache = createCache({ key: 'css', nonce: meta?.nonce || meta?.getAttribute('nonce') || undefined });
  }
  return cache;
}
