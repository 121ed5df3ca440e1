import { Box, Breadcrumb, Heading } from '@chakra-ui/react';

export interface Crumb {
  label: string;
  url: string;
}

/**
 * Page title plus the breadcrumb bar: clickable labels with separators, the last one highlighted. The
 * home page, whose trail is itself alone, shows neither (they would read "Ana Sayfa / Ana Sayfa" above
 * its banners): its title stays for screen readers only. A page whose own bar carries its heading (a
 * game's title bar) passes `heading={false}` and gets the breadcrumb alone. The title is the type
 * scale's first step (typography.ts): the sections' titles under it are the second.
 */
export function PageHeader({
  title,
  crumbs,
  onNavigate,
  heading = true,
}: {
  title: string;
  crumbs: Crumb[];
  onNavigate: (url: string) => void;
  heading?: boolean;
}) {
  if (crumbs.length < 2) {
    return (
      <Heading as="h1" srOnly data-testid="page-title">
        {title}
      </Heading>
    );
  }
  return (
    <Box as="header" py={heading ? '3' : '2'} mb={heading ? '4' : '2'} borderBottomWidth="1px" borderColor="arena.raised" data-testid="page-header">
      <Breadcrumb.Root size="sm" aria-label="breadcrumb">
        <Breadcrumb.List>
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return [
              <Breadcrumb.Item key={crumb.url}>
                {last ? (
                  <Breadcrumb.CurrentLink color="arena.accent">{crumb.label}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link
                    href={crumb.url}
                    color="arena.muted"
                    onClick={(e) => {
                      e.preventDefault();
                      onNavigate(crumb.url);
                    }}
                  >
                    {crumb.label}
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>,
              !last && <Breadcrumb.Separator key={`${crumb.url}-sep`} />,
            ];
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {heading && (
        <Heading as="h1" textStyle="pageTitle" mt="2" data-testid="page-title">
          {title}
        </Heading>
      )}
    </Box>
  );
}
