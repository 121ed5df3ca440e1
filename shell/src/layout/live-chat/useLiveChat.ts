import { useCallback } from 'react';
import { useSite } from '../../startup/site-store';

/** Site option holding the live-chat url (seed key 'LiveChat', lowercased on load). */
export const LIVE_CHAT_OPTION = 'livechat';

/** Opens the live chat from the site options in a new tab; null while the option is unknown. */
export function useLiveChat(): (() => void) | null {
  const url = useSite((site) => site.options[LIVE_CHAT_OPTION]);
  const open = useCallback(() => {
    if (url) window.open(url, '_blank', 'noopener');
  }, [url]);
  return url ? open : null;
}
