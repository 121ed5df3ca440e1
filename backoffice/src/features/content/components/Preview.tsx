// What the player will see, before it is published: a banner's picture (the site's three sources) with
// its title, and HTML in a sandboxed frame (no scripts, no same-origin access: a planted script cannot
// run in the back office; the server sanitizes the HTML when it is saved anyway).
import type { ReactNode } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';

/** images: default, >= 1200 px, >= 992 px (the contract's order) */
export function BannerPreview({ images, title, label }: { images: string[]; title: string; label: string }) {
  const [base, xl, lg] = images;
  return (
    <Stack gap="1" data-testid="banner-preview">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box position="relative" borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio={16 / 6}>
        {base && (
          <picture>
            {xl && <source media="(min-width: 1200px)" srcSet={xl} />}
            {lg && <source media="(min-width: 992px)" srcSet={lg} />}
            <img src={base} alt={title} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </picture>
        )}
        <Text position="absolute" bottom="2" left="3" right="3" color="white" fontWeight="bold" textShadow="0 1px 3px black">
          {title}
        </Text>
      </Box>
    </Stack>
  );
}

export function HtmlPreview({ html, title }: { html: string; title: string }) {
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {title}
      </Text>
      <iframe
        title={title}
        sandbox=""
        srcDoc={html}
        style={{ width: '100%', height: '220px', border: '1px solid #ccc', borderRadius: '6px', background: 'white' }}
      />
    </Stack>
  );
}

/** tr and en side by side (stacked on phones) */
export function PreviewPair({ children }: { children: ReactNode }) {
  return (
    <Box>
      <Heading size="sm" mb="2">
        {t('Preview')}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {children}
      </SimpleGrid>
    </Box>
  );
}
