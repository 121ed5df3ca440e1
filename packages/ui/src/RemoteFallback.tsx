import { Box, Button, Text } from '@chakra-ui/react';

/** Shown in the content area when a remote fails to load or throws; header and footer stay. */
export function RemoteFallback({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Box role="alert" data-testid="remote-fallback" textAlign="center" py="16" px="4" bg="arena.surface" borderRadius="md">
      <Text mb="4" fontSize="lg">
        {message}
      </Text>
      <Button onClick={onRetry} colorPalette="yellow" data-testid="remote-retry">
        {retryLabel}
      </Button>
    </Box>
  );
}
