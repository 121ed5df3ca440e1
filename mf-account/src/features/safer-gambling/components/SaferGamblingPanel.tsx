import { useQuery } from '@tanstack/react-query';
import { Box, Button, Heading, Stack, Text } from '@arena/ui';
import { formatMoney } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { useApi } from '@arena/remote-kit';
import { LoadFailure } from '../../../components/LoadFailure';
import { useHistoryDownload } from '../hooks/useHistoryDownload';

const dateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Istanbul' }).format(new Date(iso));

/**
 * The account page's safer gambling panel (UKGC RTS 1B/1C, LCCP SR 3.4.3): the lifetime net deposit,
 * the 12 months' history as a file, and the safer gambling team's messages to the player.
 */
export function SaferGamblingPanel() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const account = useQuery({ queryKey: ['saferGamblingAccount'], queryFn: () => api.saferGamblingAccount() });
  const { busy, download } = useHistoryDownload();
  return (
    <Stack as="section" gap="4" mt="6" aria-labelledby="safer-gambling-heading" data-testid="safer-gambling-panel">
      <Heading as="h2" textStyle="sectionTitle" id="safer-gambling-heading">
        {t('Safer gambling')}
      </Heading>
      {account.isError && (
        <LoadFailure message={t('This section could not be loaded.')} onRetry={() => void account.refetch()} testId="safer-gambling-failure" />
      )}
      {account.data && (
        <>
          <Box bg="arena.surface" borderRadius="md" p="3">
            <Text fontSize="sm">{t('Net deposit since you joined')}</Text>
            <Text fontSize="xl" fontWeight="semibold" data-testid="lifetime-net-deposit">
              {formatMoney(account.data.lifetimeNetDeposit, locale)}
            </Text>
            <Text fontSize="xs" color="arena.muted">
              {t('Your deposits minus the withdrawals paid out to you.')}
            </Text>
          </Box>
          <Stack gap="1" align="flex-start">
            <Button size="sm" variant="outline" loading={busy} onClick={() => void download()} data-testid="download-history">
              {t('Download my history (12 months)')}
            </Button>
            <Text fontSize="xs">{t('Your transactions and game history of the last 12 months, as a CSV file.')}</Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h3" textStyle="subsectionTitle">
              {t('Messages from our safer gambling team')}
            </Heading>
            {account.data.messages.length === 0 ? (
              <Text fontSize="sm">{t('No messages from our safer gambling team.')}</Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" data-testid="safer-gambling-messages">
                {account.data.messages.map((message) => (
                  <Box as="li" key={message.id} bg="arena.surface" borderRadius="md" p="3">
                    <Text fontSize="xs">{dateTime(message.sentAt, locale)}</Text>
                    <Text whiteSpace="pre-wrap">{message.body}</Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
