import { useLocation } from 'react-router-dom';
import { useSportsSettings } from '../../betslip';

export type ExternalBookName = 'betsy' | 'betco';

/** The outside book a path frames (/spor/fcg and /livespor/fcg Betsy, /esports/betco BetConstruct). */
export function externalBookOf(pathname: string): ExternalBookName | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/spor/fcg' || path === '/livespor/fcg') return 'betsy';
  if (path === '/esports/betco') return 'betco';
  return null;
}

/** The book this page frames when the site runs in external mode; null in our own book's mode (and while that is not known). */
export function useFramedBook(): ExternalBookName | null {
  const { pathname } = useLocation();
  const { settings } = useSportsSettings();
  return settings?.mode === 'external' ? externalBookOf(pathname) : null;
}
