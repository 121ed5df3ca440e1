import { Badge, Spinner, Table, Text } from '@arena/ui';
import { SessionStatus } from '@arena/contracts';
import { PageFrame } from '@arena/remote-kit';
import { useLocale, useT } from '@arena/i18n';
import { useSessionHistory } from '../hooks/use-session-history';

/** Status label and colour of the session status enum. */
export const SESSION_STATUS: Record<SessionStatus, { label: string; color: string }> = {
  [SessionStatus.Processing]: { label: 'Active', color: 'green' },
  [SessionStatus.Completed]: { label: 'Logged out', color: 'gray' },
  [SessionStatus.Cancelled]: { label: 'Revoked', color: 'red' },
  [SessionStatus.Expired]: { label: 'Expired', color: 'orange' },
};

function formatTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

export function SessionHistoryPage() {
  const t = useT();
  const locale = useLocale();
  const { sessions, loading } = useSessionHistory();
  return (
    <PageFrame>
      {loading && <Spinner color="arena.accent" data-testid="sessions-loading" />}
      {!loading && sessions.length === 0 && <Text color="arena.muted">{t('No data found')}</Text>}
      {sessions.length > 0 && (
        // scrolls sideways on a phone: focusable so the keyboard can scroll it too
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t('Session History')}>
          <Table.Root size="sm" data-testid="session-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Login Time')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Last Seen')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('IP Address')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Device')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Fingerprint')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {sessions.map((s) => {
                const status = SESSION_STATUS[s.status];
                return (
                  <Table.Row key={s.id} data-testid={`session-${s.id}`}>
                    <Table.Cell>{formatTime(s.createdAt, locale)}</Table.Cell>
                    <Table.Cell>{formatTime(s.lastSeenAt, locale)}</Table.Cell>
                    <Table.Cell>{s.ip}</Table.Cell>
                    <Table.Cell maxW="320px" truncate title={s.userAgent}>
                      {s.userAgent}
                    </Table.Cell>
                    <Table.Cell>{s.fingerprint ?? '—'}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={status?.color ?? 'gray'}>{t(status?.label ?? String(s.status))}</Badge>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </PageFrame>
  );
}
