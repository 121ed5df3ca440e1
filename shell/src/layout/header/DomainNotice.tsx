import { Link, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useSite } from '../../startup/site-store';
import { SiteIcon } from '../icons/SiteIcon';

/** Sites not on the main domain get an extra notification naming the current address. */
export function DomainNotice({ hostname = window.location.hostname }: { hostname?: string }) {
  const t = useT();
  const domains = useSite((site) => site.domains);
  if (!domains?.current || hostname === domains.current) return null;
  return (
    <Link
      href={`https://${domains.current}`}
      data-testid="domain-notice"
      title={`${t('Current address')}: ${domains.current}`}
      display="flex"
      alignItems="center"
      gap="1"
      px="2"
      py="1"
      borderRadius="md"
      bg="arena.raised"
      color="arena.accent"
      fontSize="xs"
      whiteSpace="nowrap"
    >
      <SiteIcon name="bell" size={14} />
      <Text as="span" hideBelow="2xl">
        {t('Current address')}: {domains.current}
      </Text>
    </Link>
  );
}
