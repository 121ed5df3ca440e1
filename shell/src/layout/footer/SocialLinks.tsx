import { HStack, Link } from '@arena/ui';
import { useT } from '@arena/i18n';
import { useSite } from '../../startup/site-store';
import { SiteIcon } from '../icons/SiteIcon';

/** Social networks of the footer, each linked from the site option of the same (lowercased) name. */
const SOCIAL = [
  { option: 'facebook', label: 'Facebook' },
  { option: 'twitter', label: 'Twitter' },
  { option: 'instagram', label: 'Instagram' },
  { option: 'youtube', label: 'YouTube' },
  { option: 'whatsapp', label: 'WhatsApp' },
  { option: 'telegram', label: 'Telegram' },
] as const;

export function SocialLinks() {
  const t = useT();
  const options = useSite((site) => site.options);
  return (
    <HStack gap="3" data-testid="footer-social">
      {SOCIAL.map(({ option, label }) => (
        <Link
          key={option}
          href={options[option]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(label)}
          title={t(label)}
          aria-disabled={!options[option]}
          data-testid={`social-${option}`}
          color="arena.muted"
          _hover={{ color: 'arena.accent' }}
        >
          <SiteIcon name={option} size={22} />
        </Link>
      ))}
    </HStack>
  );
}

/** Quick contacts: two Telegram and four WhatsApp lines from the site options. */
const CONTACTS = [
  { option: 'telegramcontact1', icon: 'telegram', label: 'Telegram', n: 1 },
  { option: 'telegramcontact2', icon: 'telegram', label: 'Telegram', n: 2 },
  { option: 'whatsappcontact1', icon: 'whatsapp', label: 'WhatsApp', n: 1 },
  { option: 'whatsappcontact2', icon: 'whatsapp', label: 'WhatsApp', n: 2 },
  { option: 'whatsappcontact3', icon: 'whatsapp', label: 'WhatsApp', n: 3 },
  { option: 'whatsappcontact4', icon: 'whatsapp', label: 'WhatsApp', n: 4 },
] as const;

export function QuickContacts() {
  const t = useT();
  const options = useSite((site) => site.options);
  return (
    <HStack gap="2" wrap="wrap" data-testid="footer-contacts">
      {CONTACTS.filter((c) => options[c.option]).map((c) => (
        <Link
          key={c.option}
          href={options[c.option]}
          target="_blank"
          rel="noopener noreferrer"
          data-testid={`contact-${c.option}`}
          display="inline-flex"
          alignItems="center"
          gap="1"
          px="2"
          py="1"
          borderRadius="md"
          bg="arena.raised"
          fontSize="xs"
          color="arena.text"
        >
          <SiteIcon name={c.icon} size={16} />
          {t(c.label)} {c.n}
        </Link>
      ))}
    </HStack>
  );
}
