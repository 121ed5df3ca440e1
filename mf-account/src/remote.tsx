import { defineRemote } from '@arena/remote-kit';
import { MenuPage } from './features/dashboard/components/MenuPage';
import { AccountPage } from './features/account/components/AccountPage';
import { PhoneVerificationPage } from './features/phone-verification/components/PhoneVerificationPage';
import { ChangePasswordPage } from './features/change-password/components/ChangePasswordPage';
import { FinancialActivitiesPage } from './features/financial-activities/components/FinancialActivitiesPage';
import { GameHistoryPage } from './features/game-history/components/GameHistoryPage';
import { ClaimBonusPage } from './features/bonuses/components/ClaimBonusPage';
import { BonusesPage } from './features/bonuses/components/BonusesPage';
import { SportsBetsPage } from './features/sports-bets/components/SportsBetsPage';
import { ResponsibleGamblingPage } from './features/responsible-gambling/components/ResponsibleGamblingPage';
import { StatementPage } from './features/statement/components/StatementPage';
import { SessionHistoryPage } from './features/session-history/components/SessionHistoryPage';
import { VerificationPage } from './features/verification/components/VerificationPage';

export default defineRemote('account', {
  menu: MenuPage,
  account: AccountPage,
  'phone-verification': PhoneVerificationPage,
  'change-password': ChangePasswordPage,
  verification: VerificationPage,
  'financial-activities': FinancialActivitiesPage,
  'game-history': GameHistoryPage,
  'claim-bonus': ClaimBonusPage,
  bonuses: BonusesPage,
  'sports-bets': SportsBetsPage,
  'responsible-gambling': ResponsibleGamblingPage,
  statement: StatementPage,
  'session-history': SessionHistoryPage,
});
