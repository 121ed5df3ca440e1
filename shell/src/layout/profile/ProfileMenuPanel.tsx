import { useNavigate } from 'react-router-dom';
import { Box, Text } from '@arena/ui';
import { formatMoney } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useLocale } from '@arena/i18n';
import { DashboardMenu } from '@arena/account-ui';

/**
 * What the profile dropdown and the mobile profile sidebar show: user name and balance (user code too
 * on mobile), then the dashboard items. Loaded on first open, so the account UI stays out of start-up.
 */
export default function ProfileMenuPanel({ mobile, onClose }: { mobile: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const locale = useLocale();
  const auth = useBusState((s) => s.auth);
  return (
    <Box data-testid={mobile ? 'profile-sidebar-panel' : 'profile-dropdown-panel'}>
      <Box px="3" py="2" borderBottomWidth="1px" borderColor="arena.raised" mb="2">
        <Text fontWeight="semibold">{auth.userName}</Text>
        {mobile && (
          <Text fontSize="xs" color="arena.muted">
            {auth.userCode}
          </Text>
        )}
        <Text fontSize="sm" color="arena.accent" fontWeight="bold">
          {formatMoney(auth.balance, locale)}
        </Text>
      </Box>
      <DashboardMenu withNotifications={mobile} onNavigate={(url) => navigate(url)} onItemClick={onClose} />
    </Box>
  );
}
