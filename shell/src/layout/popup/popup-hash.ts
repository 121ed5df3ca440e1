/** Local storage key of the last popup content shown (shown once per distinct content). */
export const POPUP_STORAGE_KEY = 'popupHash';

/** The server's content hash, or a djb2 hash of the content when it sends none. */
export function popupHash(popup: { url: string | null; images: string[]; hash?: string | null }): string {
  if (popup.hash) return popup.hash;
  const text = JSON.stringify([popup.url, popup.images]);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
