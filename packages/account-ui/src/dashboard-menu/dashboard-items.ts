import type { DashboardIconName } from './DashboardIcon';

/** An item routes to its url or runs an action (profile dropdown and dashboard menu). */
export type DashboardItem =
  { title: string; icon: DashboardIconName; url: string } | { title: string; icon: DashboardIconName; action: 'notifications' | 'logout' };

/** Titles are translation keys (the route titles of contracts ROUTES). */
export const DASHBOARD_ITEMS: readonly DashboardItem[] = [
  { title: 'Account', icon: 'account', url: '/dashboard/account' },
  { title: 'Deposit', icon: 'deposit', url: '/dashboard/deposit' },
  { title: 'Withdraw', icon: 'withdraw', url: '/dashboard/withdraw' },
  { title: 'Phone Verification', icon: 'phone', url: '/dashboard/phone-verification' },
  { title: 'Verification', icon: 'idcard', url: '/dashboard/verification' },
  { title: 'Change Password', icon: 'lock', url: '/dashboard/change-password' },
  { title: 'Financial Activities', icon: 'activity', url: '/dashboard/financial-activities' },
  { title: 'Game History', icon: 'history', url: '/dashboard/game-history' },
  { title: 'Sports Bets', icon: 'ticket', url: '/dashboard/sports-bets' },
  { title: 'Claim Bonus', icon: 'gift', url: '/dashboard/claim-bonus' },
  { title: 'Bonuses', icon: 'star', url: '/dashboard/bonuses' },
  { title: 'Activity Statement', icon: 'statement', url: '/dashboard/statement' },
  { title: 'Responsible Gambling', icon: 'shield', url: '/dashboard/responsible-gambling' },
  { title: 'Session History', icon: 'session', url: '/dashboard/session-history' },
  { title: 'Notifications', icon: 'bell', action: 'notifications' },
  { title: 'Logout', icon: 'logout', action: 'logout' },
];
