import { operatorMay, type OperatorArea, type OperatorRole } from '@arena/contracts';

export interface MenuItem {
  area: OperatorArea;
  path: string;
  label: string;
}

/** the screens, in menu order; each is the area of OPERATOR_ACCESS the server checks */
export const MENU: MenuItem[] = [
  { area: 'dashboard', path: '/', label: 'Dashboard' },
  { area: 'players', path: '/players', label: 'Players' },
  { area: 'players', path: '/safer-gambling', label: 'Safer gambling' },
  { area: 'withdrawals', path: '/withdrawals', label: 'Withdrawals' },
  { area: 'payments', path: '/payments', label: 'Payments' },
  { area: 'kyc', path: '/verification', label: 'Verification' },
  { area: 'operators', path: '/operators', label: 'Operators' },
  { area: 'audit', path: '/audit', label: 'Audit log' },
  { area: 'audit', path: '/integrity', label: 'Integrity' },
  { area: 'audit', path: '/licence', label: 'Licence' },
  { area: 'content', path: '/content', label: 'Content' },
  { area: 'games', path: '/games', label: 'Games' },
  { area: 'bonuses', path: '/bonuses', label: 'Bonuses' },
  { area: 'sportsbook', path: '/sportsbook', label: 'Sportsbook' },
  { area: 'reports', path: '/reports', label: 'Reports' },
];

export const menuFor = (role: OperatorRole): MenuItem[] => MENU.filter((item) => operatorMay(role, item.area));
