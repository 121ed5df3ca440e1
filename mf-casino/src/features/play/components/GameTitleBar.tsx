import type { ReactNode } from 'react';
import { Flex, HStack, IconButton, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';

/** A square icon button of the title bar; the glyph is decoration, the label names it. */
export function TitleBarButton({ label, glyph, onClick, testId }: { label: string; glyph: string; onClick: () => void; testId: string }) {
  const t = useT();
  return (
    <IconButton size="sm" variant="ghost" aria-label={t(label)} title={t(label)} onClick={onClick} data-testid={testId}>
      <Text as="span" aria-hidden fontSize="lg" lineHeight="1">
        {glyph}
      </Text>
    </IconButton>
  );
}

/** The game's name (and its provider) with the actions of the page or dialog on the right. */
export function GameTitleBar({ name, provider, children }: { name: string; provider?: string; children: ReactNode }) {
  return (
    <Flex align="center" gap="2" px="3" py="2" bg="arena.surface" color="arena.text" data-testid="game-title-bar">
      <Stack gap="0" flex="1" minW="0">
        <Text as="h2" fontWeight="semibold" truncate data-testid="game-title">
          {name}
        </Text>
        {provider && (
          <Text color="arena.muted" fontSize="xs" truncate>
            {provider}
          </Text>
        )}
      </Stack>
      <HStack gap="1">{children}</HStack>
    </Flex>
  );
}
