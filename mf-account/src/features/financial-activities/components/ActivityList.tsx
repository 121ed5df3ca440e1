import { Box, Flex, Stack, Table, Text } from '@arena/ui';
import type { FinancialActivity } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { ActivityDescription, ActivityTime, SignedAmount, StatusBadge, TypeLabel } from './ActivityParts';

/** The desktop view: one row per activity. */
export function ActivityTable({ items }: { items: FinancialActivity[] }) {
  const t = useT();
  return (
    // scrolls sideways on a narrow window: focusable so the keyboard can scroll it too
    <Table.ScrollArea tabIndex={0} role="region" aria-label={t('Financial Activities')}>
      <Table.Root size="sm" data-testid="activities-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Type')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Description')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((a) => (
            <Table.Row key={a.id} data-testid={`activity-${a.id}`}>
              <Table.Cell whiteSpace="nowrap">
                <ActivityTime iso={a.createdAt} />
              </Table.Cell>
              <Table.Cell>
                <TypeLabel type={a.type} />
              </Table.Cell>
              <Table.Cell maxW="xs">
                <ActivityDescription activity={a} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <SignedAmount amount={a.amount} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge activity={a} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The phone view: one card per activity, what it is and its amount first. */
export function ActivityCards({ items }: { items: FinancialActivity[] }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="activities-cards">
      {items.map((a) => (
        <Box as="li" key={a.id} data-testid={`activity-${a.id}`} bg="arena.surface" borderRadius="md" p="3">
          <Flex justify="space-between" align="center" gap="2">
            <Text fontWeight="semibold">
              <TypeLabel type={a.type} />
            </Text>
            <SignedAmount amount={a.amount} />
          </Flex>
          <Flex justify="space-between" align="center" gap="2" mt="1">
            <Text as="div" color="arena.muted" fontSize="sm" minW="0">
              <ActivityDescription activity={a} />
            </Text>
            <StatusBadge activity={a} />
          </Flex>
          <Text color="arena.muted" fontSize="xs" mt="1">
            <ActivityTime iso={a.createdAt} />
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
