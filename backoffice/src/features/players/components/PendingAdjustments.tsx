// Adjustments of this player waiting for a second admin: another admin approves or rejects them; the
// admin who asked sees them waiting.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure } from '../../../layout/states';
import { dateTime, money } from '../../../money';
import { useSession } from '../../../session/SessionProvider';

export function PendingAdjustments({ userId, version, onDone }: { userId: number; version: number; onDone: () => void }) {
  const { operator } = useSession();
  // `version` changes after each adjustment asked here: the list loads again (keeping the last one meanwhile)
  const {
    data,
    error,
    refetch: reload,
  } = useQuery({
    queryKey: ['adjustments', userId, version],
    queryFn: async () => (await api.adjustments()).filter((request) => request.userId === userId),
    placeholderData: keepPreviousData,
  });
  const [failure, setFailure] = useState<string>();
  const decide = (id: number, approve: boolean) => {
    setFailure(undefined);
    api.decideAdjustment(id, approve).then(
      () => {
        void reload();
        onDone();
      },
      (refusal: Error) => setFailure(refusal.message),
    );
  };
  if (error) return <Failure message={error.message} />;
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading size="md">{t('Waiting for a second admin')}</Heading>
      {failure && <Failure message={failure} />}
      {data.map((request) => (
        <Box key={request.id} borderWidth="1px" borderRadius="md" p="3">
          <HStack justify="space-between" flexWrap="wrap">
            <Text>
              {t('{amount} by {operator} on {date}: {reason}', {
                amount: money(request.amount),
                operator: request.requestedBy,
                date: dateTime(request.createdAt),
                reason: request.reason,
              })}
            </Text>
            {request.requestedBy === operator?.username ? (
              <Text fontSize="sm" color="fg.muted">
                {t('Another admin must approve it.')}
              </Text>
            ) : (
              <HStack>
                <Button size="sm" colorPalette="green" onClick={() => decide(request.id, true)}>
                  {t('Approve adjustment')}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => decide(request.id, false)}>
                  {t('Reject adjustment')}
                </Button>
              </HStack>
            )}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
