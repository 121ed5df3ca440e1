import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@arena/remote-kit';
import { DashboardMenu } from '@arena/account-ui';
import { SaferGamblingPanel } from '../../safer-gambling';

export function MenuPage() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <DashboardMenu onNavigate={(url) => navigate(url)} />
      <SaferGamblingPanel />
    </PageFrame>
  );
}
