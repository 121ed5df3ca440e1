import { Heading, Text } from '@chakra-ui/react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { operatorMay } from '@arena/contracts';
import { AuditPage } from './features/audit/components/AuditPage';
import { ContentPage } from './features/content/components/ContentPage';
import { BonusesPage } from './features/bonuses/components/BonusesPage';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { GamesPage } from './features/games/components/GamesPage';
import { IntegrityPage } from './features/integrity/components/IntegrityPage';
import { LicencePage } from './features/licence/components/LicencePage';
import { KycPage } from './features/kyc/components/KycPage';
import { LoginPage } from './features/login/components/LoginPage';
import { OperatorsPage } from './features/operators/components/OperatorsPage';
import { PlayerProfile } from './features/players/components/PlayerProfile';
import { PlayersPage } from './features/players/components/PlayersPage';
import { ReportsPage } from './features/reports/components/ReportsPage';
import { ReviewPage, ReviewQueuePage } from './features/safer-gambling';
import { EventPage } from './features/sportsbook/components/EventPage';
import { SportsbookPage } from './features/sportsbook/components/SportsbookPage';
import { PaymentsPage } from './features/payments/components/PaymentsPage';
import { WithdrawalsPage } from './features/payments/components/WithdrawalsPage';
import { t, useLanguage } from './i18n/texts';
import { Allowed } from './layout/Allowed';
import { Layout } from './layout/Layout';
import { menuFor } from './layout/menu';
import { Loading } from './layout/states';
import { useSession } from './session/SessionProvider';

/** '/': the dashboard for the roles that have it, else the role's first screen */
function Home() {
  const { operator } = useSession();
  if (!operator) return null;
  if (operatorMay(operator.role, 'dashboard')) return <DashboardPage />;
  const [first] = menuFor(operator.role);
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <Heading size="lg">{t('Welcome, {username}', { username: operator.username })}</Heading>
      <Text mt="2">{t('Your role has no screen in the back office yet.')}</Text>
    </>
  );
}

export function App() {
  const { operator } = useSession();
  // the texts follow the language switch
  useLanguage();
  if (operator === undefined) return <Loading />;
  if (operator === null) return <LoginPage />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Home />} />
        <Route
          path="players"
          element={
            <Allowed area="players">
              <PlayersPage />
            </Allowed>
          }
        />
        <Route
          path="players/:id"
          element={
            <Allowed area="players">
              <PlayerProfile />
            </Allowed>
          }
        />
        <Route
          path="safer-gambling"
          element={
            <Allowed area="players">
              <ReviewQueuePage />
            </Allowed>
          }
        />
        <Route
          path="safer-gambling/:id"
          element={
            <Allowed area="players">
              <ReviewPage />
            </Allowed>
          }
        />
        <Route
          path="withdrawals"
          element={
            <Allowed area="withdrawals">
              <WithdrawalsPage />
            </Allowed>
          }
        />
        <Route
          path="payments"
          element={
            <Allowed area="payments">
              <PaymentsPage />
            </Allowed>
          }
        />
        <Route
          path="operators"
          element={
            <Allowed area="operators">
              <OperatorsPage />
            </Allowed>
          }
        />
        <Route
          path="audit"
          element={
            <Allowed area="audit">
              <AuditPage />
            </Allowed>
          }
        />
        <Route
          path="verification"
          element={
            <Allowed area="kyc">
              <KycPage />
            </Allowed>
          }
        />
        <Route
          path="integrity"
          element={
            <Allowed area="audit">
              <IntegrityPage />
            </Allowed>
          }
        />
        <Route
          path="licence"
          element={
            <Allowed area="audit">
              <LicencePage />
            </Allowed>
          }
        />
        <Route
          path="content"
          element={
            <Allowed area="content">
              <ContentPage />
            </Allowed>
          }
        />
        <Route
          path="games"
          element={
            <Allowed area="games">
              <GamesPage />
            </Allowed>
          }
        />
        <Route
          path="bonuses"
          element={
            <Allowed area="bonuses">
              <BonusesPage />
            </Allowed>
          }
        />
        <Route
          path="sportsbook"
          element={
            <Allowed area="sportsbook">
              <SportsbookPage />
            </Allowed>
          }
        />
        <Route
          path="sportsbook/events/:id"
          element={
            <Allowed area="sportsbook">
              <EventPage />
            </Allowed>
          }
        />
        <Route
          path="reports"
          element={
            <Allowed area="reports">
              <ReportsPage />
            </Allowed>
          }
        />
        <Route path="*" element={<Heading size="lg">{t('Page not found')}</Heading>} />
      </Route>
    </Routes>
  );
}
