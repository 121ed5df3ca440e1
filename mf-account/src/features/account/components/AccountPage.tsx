import { Badge, DataList, Spinner } from '@arena/ui';
import { PageFrame } from '@arena/remote-kit';
import { useT } from '@arena/i18n';
import type { CustomerProfile } from '@arena/contracts';
import { useProfile } from '../hooks/use-profile';

const ROWS: { key: Exclude<keyof CustomerProfile, 'smsVerified'>; label: string }[] = [
  { key: 'username', label: 'Username' },
  { key: 'usercode', label: 'User Code' },
  { key: 'name', label: 'Name' },
  { key: 'surname', label: 'Surname' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'birthDate', label: 'Birth Date' },
  { key: 'country', label: 'Country' },
];

export function AccountPage() {
  const t = useT();
  const { profile, loading } = useProfile();
  return (
    <PageFrame>
      {loading && <Spinner color="arena.accent" data-testid="account-loading" />}
      {profile && (
        <DataList.Root orientation="horizontal" data-testid="account-profile">
          {ROWS.map(({ key, label }) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={`profile-${key}`}>
                {profile[key]}
                {key === 'phone' && (
                  <Badge ms="2" colorPalette={profile.smsVerified ? 'green' : 'red'} data-testid="profile-sms-verified">
                    {t(profile.smsVerified ? 'Verified' : 'Not Verified')}
                  </Badge>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </PageFrame>
  );
}
