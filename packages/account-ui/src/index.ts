export type { AccountApi } from './account-api';
export { PhoneVerification, RESEND_SECONDS } from './phone-verification/PhoneVerification';
export { ChangePasswordForm } from './change-password/ChangePasswordForm';
export { DashboardMenu, unreadBadge } from './dashboard-menu/DashboardMenu';
export { DASHBOARD_ITEMS, type DashboardItem } from './dashboard-menu/dashboard-items';
export { DashboardIcon, type DashboardIconName } from './dashboard-menu/DashboardIcon';
export { SportsBets } from './sports-bets/SportsBets';
export { oddsFormat, useOddsFormat } from './sports-bets/odds-format';
