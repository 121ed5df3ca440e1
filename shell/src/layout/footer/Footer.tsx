import { lazy, memo, startTransition, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, Link, Stack, Text } from '@arena/ui';
import type { ContentCategory } from '@arena/contracts';
import { useT } from '@arena/i18n';
import { useShellServices } from '../../startup/shell-services';
import { useSite } from '../../startup/site-store';
import { AboutLinks, FooterColumns, reportMissingCategories } from './FooterColumns';
import { PROVIDER_SLIDER } from './providers';
import { QuickContacts, SocialLinks } from './SocialLinks';
import { OptionalPart } from '../OptionalPart';

const ProviderSlider = lazy(() => import(/* webpackChunkName: "provider-slider" */ './ProviderSlider'));

export const TERMS_NOTICE = 'On a change to the terms and conditions, existing users may stop using the service at least two weeks after the announcement.';

function AdultIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="18+" data-testid="adult-icon">
      <circle cx="20" cy="20" r="18" fill="none" stroke="#e5484d" strokeWidth="3" />
      <text x="20" y="25" textAnchor="middle" fontSize="13" fontWeight="bold" fill="currentColor">
        18+
      </text>
    </svg>
  );
}

/** Logo and social links; the links follow the site options on their own. */
const FooterBrand = memo(function FooterBrand() {
  return (
    <Flex justify="space-between" align="center" wrap="wrap" gap="4">
      <Link asChild fontWeight="bold" fontSize="2xl" color="arena.accent" data-testid="footer-logo">
        <RouterLink to="/">ARENA</RouterLink>
      </Link>
      <SocialLinks />
    </Flex>
  );
});

const QuickContactSection = memo(function QuickContactSection() {
  const t = useT();
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        {t('Quick Contact')}
      </Text>
      <QuickContacts />
    </Box>
  );
});

const ProviderSlot = memo(function ProviderSlot({ started }: { started: boolean }) {
  return (
    <Box minH="50px" data-testid="provider-slot">
      {started && (
        <OptionalPart name="provider slider">
          <ProviderSlider />
        </OptionalPart>
      )}
    </Box>
  );
});

const ResponsibleGambling = memo(function ResponsibleGambling() {
  const t = useT();
  return (
    <Flex align="center" gap="3" data-testid="responsible-gambling">
      <AdultIcon />
      <Box>
        <Text fontSize="sm" fontWeight="semibold">
          {t('Responsible Gaming')}
        </Text>
        <Text fontSize="sm" color="arena.muted">
          {t('Gambling can be addictive. Please play responsibly.')}
        </Text>
      </Box>
    </Flex>
  );
});

/**
 * Licence logo and text from the site options (the operator's to enter), the terms notice and the
 * copyright. The logo links to the regulator's validator when the operator gave its address; a demo
 * site has none, and its logo and text say it is a demo.
 */
const LicenceSection = memo(function LicenceSection() {
  const t = useT();
  const options = useSite((site) => site.options);
  const logo = options.licencelogo ? (
    <img src={options.licencelogo} alt={t('Licence')} width={80} height={80} loading="lazy" data-testid="licence-logo" />
  ) : (
    <Text as="span" px="2" py="1" borderWidth="1px" borderRadius="md" fontSize="xs">
      {t('Licence')}
    </Text>
  );
  return (
    <Flex gap="4" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
      {options.licenceurl ? (
        <Link href={options.licenceurl} target="_blank" rel="noopener noreferrer" data-testid="licence-link" flexShrink={0}>
          {logo}
        </Link>
      ) : (
        options.licencelogo && <Box flexShrink={0}>{logo}</Box>
      )}
      <Stack gap="2" fontSize="xs" color="arena.muted">
        {/* the option's text is a translation key, as a menu title is: its Turkish is in the translations */}
        {options.licencetext && <Text data-testid="licence-text">{t(options.licencetext)}</Text>}
        <Text data-testid="terms-notice">{t(TERMS_NOTICE)}</Text>
        <Text data-testid="copyright">
          © {new Date().getFullYear()} Arena. {t('All rights reserved.')}
        </Text>
      </Stack>
    </Flex>
  );
});

/** The footer's place below the content until the footer renders: the page does not shift when it does. */
export function FooterPlaceholder() {
  return <Box as="footer" minH="480px" bg="arena.surface" aria-hidden="true" />;
}

/**
 * The footer (docs/product/content.md). It loads the content categories when it mounts and starts the provider
 * slider 500 ms after they arrive; the slider's code is fetched only then. It renders once
 * the categories are in (it sits below the fold), as a transition, so React time-slices it; after
 * that each section is memoised and follows its own data, so the site options or the slider's start
 * re-render only the part they change.
 */
export function Footer() {
  const { api } = useShellServices();
  const [categories, setCategories] = useState<ContentCategory[] | null>(null);
  const [sliderStarted, setSliderStarted] = useState(false);

  useEffect(() => {
    let alive = true;
    void api
      .categoryList()
      .catch(() => [] as ContentCategory[])
      .then((list) => {
        if (!alive) return;
        reportMissingCategories(list);
        startTransition(() => setCategories(list));
      });
    return () => {
      alive = false;
    };
  }, [api]);

  useEffect(() => {
    if (!categories) return undefined;
    const timer = setTimeout(() => setSliderStarted(true), PROVIDER_SLIDER.startDelayMs);
    return () => clearTimeout(timer);
  }, [categories]);

  if (!categories) return <FooterPlaceholder />;
  return (
    <Box as="footer" bg="arena.surface" mt="10" pt="8" pb={{ base: '84px', md: '8' }} px="4" data-testid="footer">
      <Stack maxW="1400px" mx="auto" gap="8">
        <FooterBrand />
        <QuickContactSection />
        <FooterColumns categories={categories} />
        <AboutLinks categories={categories} />
        <ProviderSlot started={sliderStarted} />
        <ResponsibleGambling />
        <LicenceSection />
      </Stack>
    </Box>
  );
}
