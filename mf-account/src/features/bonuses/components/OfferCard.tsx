import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@arena/ui';
import type { BonusOffer } from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { offerTerms } from './bonus-terms';

export const KIND_LABEL: Record<BonusOffer['kind'], string> = {
  deposit_match: 'Deposit bonus',
  free_spins: 'Free spins',
  cashback: 'Cashback',
  free_bet: 'Free bet',
  trial: 'Trial bonus',
};

/**
 * One campaign the player may see: what it gives and its rules in plain words, a code input when the
 * campaign has one, and Claim (disabled, with the server's reason, when it cannot be claimed now).
 */
export function OfferCard({
  offer,
  highlighted,
  initialCode,
  onClaim,
}: {
  offer: BonusOffer;
  /** the offer a promotion linked to (?offer=) */
  highlighted: boolean;
  initialCode: string;
  onClaim: (offer: BonusOffer, code: string | undefined) => Promise<void>;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const reasonId = useId();
  const card = useRef<HTMLElement>(null);
  const [code, setCode] = useState(initialCode);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // jsdom has no scrollIntoView
    if (highlighted) card.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);

  const claim = async () => {
    setBusy(true);
    try {
      await onClaim(offer, offer.needsCode ? code.trim() : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      as="article"
      ref={card}
      aria-labelledby={titleId}
      bg="arena.surface"
      borderRadius="md"
      borderWidth="2px"
      borderColor={highlighted ? 'arena.accent' : 'transparent'}
      p={{ base: '3', md: '4' }}
      data-testid={`offer-${offer.id}`}
      data-highlighted={highlighted || undefined}
    >
      <Flex justify="space-between" align="flex-start" gap="2" wrap="wrap">
        <Heading as="h2" textStyle="sectionTitle" id={titleId}>
          {offer.title}
        </Heading>
        <Badge colorPalette="yellow">{t(KIND_LABEL[offer.kind])}</Badge>
      </Flex>
      <Text mt="1" color="arena.muted">
        {offer.description}
      </Text>
      <Stack as="ul" gap="1" mt="3" ps="5" listStyleType="disc" fontSize="sm" aria-label={t('Terms')} data-testid={`offer-terms-${offer.id}`}>
        {offerTerms(offer, t, locale).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </Stack>
      <Flex mt="4" gap="3" align="flex-end" wrap="wrap">
        {offer.needsCode && (
          // a box that stands out from the card (the default border all but vanishes on it), and a code
          // that stays readable while the offer cannot be claimed: read-only, not faded as disabled
          <Field.Root maxW={{ base: 'full', md: '240px' }} readOnly={!offer.claimable}>
            <Field.Label>{t('Bonus code')}</Field.Label>
            <Input
              value={code}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              bg="arena.bg"
              color="arena.text"
              borderColor="arena.muted"
              fontWeight="semibold"
              letterSpacing="wide"
              data-testid={`offer-code-${offer.id}`}
            />
          </Field.Root>
        )}
        <Button
          colorPalette="yellow"
          w={{ base: 'full', md: 'auto' }}
          disabled={!offer.claimable || (offer.needsCode && code.trim() === '')}
          loading={busy}
          aria-describedby={offer.reason ? reasonId : undefined}
          onClick={() => void claim()}
          data-testid={`claim-${offer.id}`}
        >
          {t('Claim')}
        </Button>
      </Flex>
      {!offer.claimable && offer.reason && (
        <Text id={reasonId} mt="2" fontSize="sm" color="orange.300" data-testid={`offer-reason-${offer.id}`}>
          {offer.reason}
        </Text>
      )}
    </Box>
  );
}
