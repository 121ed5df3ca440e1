import { Box } from '@chakra-ui/react';

/** The unread count caps at '9+' (9 or more). */
export function unreadLabel(count: number): string {
  return count >= 9 ? '9+' : String(count);
}

/** The unread badge on a notifications button; renders nothing at zero. */
export function UnreadBadge({ count, testId = 'unread-badge' }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <Box
      as="span"
      data-testid={testId}
      position="absolute"
      top="-1"
      right="-1"
      minW="18px"
      h="18px"
      px="1"
      borderRadius="full"
      bg="arena.danger"
      color="white"
      fontSize="10px"
      fontWeight="bold"
      lineHeight="18px"
      textAlign="center"
    >
      {unreadLabel(count)}
    </Box>
  );
}
