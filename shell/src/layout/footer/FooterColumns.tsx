import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Heading, Link, SimpleGrid, Stack } from '@arena/ui';
import type { ContentCategory } from '@arena/contracts';
import { useT } from '@arena/i18n';

/** The content categories the footer looks for, by name. */
export const FOOTER_CATEGORIES = { gambling: 'Gambling', terms: 'Policies', about: 'Footer', quickLinks: 'Quick Links' } as const;

type FooterLink = { url: string; label: string; translate: boolean };

const route = (url: string, label: string): FooterLink => ({ url, label, translate: true });

const STATIC_COLUMNS: { title: string; links: FooterLink[] }[] = [
  { title: 'Betting', links: [route('/spor', 'Sports'), route('/livespor', 'Live Betting'), route('/esports', 'E-Sports')] },
  { title: 'Casino', links: [route('/casino/slot', 'Slot Casino'), route('/casino/live', 'Live Casino'), route('/casino/tvbets', 'TV Games')] },
  { title: 'Games', links: [route('/casino/games', 'Virtual Games')] },
];

/** Pages of a named category as /pages/{id} links; a missing category gives an empty column. */
export function categoryLinks(categories: ContentCategory[] | null, name: string): FooterLink[] {
  const category = categories?.find((c) => c.name === name);
  if (!category) return [];
  return category.content.map((item) => ({ url: `/pages/${item.id}`, label: item.title, translate: false }));
}

function Column({ title, links, testId }: { title: string; links: FooterLink[]; testId: string }) {
  const t = useT();
  return (
    <Box data-testid={testId}>
      <Heading as="h3" size="sm" mb="3" color="arena.text">
        {t(title)}
      </Heading>
      <Stack gap="2">
        {links.map((l) => (
          <Link key={l.url} asChild fontSize="sm" color="arena.muted" _hover={{ color: 'arena.accent' }}>
            <RouterLink to={l.url}>{l.translate ? t(l.label) : l.label}</RouterLink>
          </Link>
        ))}
      </Stack>
    </Box>
  );
}

/** Logs the footer categories the server did not send (the footer carries on without them). */
export function reportMissingCategories(categories: ContentCategory[]) {
  Object.values(FOOTER_CATEGORIES)
    .filter((name) => !categories.some((c) => c.name === name))
    .forEach((name) => console.error(`footer: content category "${name}" is missing`));
}

/** Link columns: betting, casino, games, quick links, gambling, terms. */
export const FooterColumns = memo(function FooterColumns({ categories }: { categories: ContentCategory[] | null }) {
  const columns = [
    ...STATIC_COLUMNS.map((c) => ({ ...c, testId: `footer-col-${c.title.toLowerCase()}` })),
    { title: 'Quick Links', links: categoryLinks(categories, FOOTER_CATEGORIES.quickLinks), testId: 'footer-col-quick-links' },
    { title: 'Gambling', links: categoryLinks(categories, FOOTER_CATEGORIES.gambling), testId: 'footer-col-gambling' },
    { title: 'Terms', links: categoryLinks(categories, FOOTER_CATEGORIES.terms), testId: 'footer-col-terms' },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="6">
      {columns.map((c) => (
        <Column key={c.title} title={c.title} links={c.links} testId={c.testId} />
      ))}
    </SimpleGrid>
  );
});

/** The 'Footer' category's pages (about, contact, affiliates) as one row of links. */
export const AboutLinks = memo(function AboutLinks({ categories }: { categories: ContentCategory[] | null }) {
  const links = categoryLinks(categories, FOOTER_CATEGORIES.about);
  return (
    <Stack direction="row" gap="4" wrap="wrap" data-testid="footer-about">
      {links.map((l) => (
        <Link key={l.url} asChild fontSize="sm" color="arena.muted">
          <RouterLink to={l.url}>{l.label}</RouterLink>
        </Link>
      ))}
    </Stack>
  );
});
