import { Box } from '@arena/ui';

/** Typography for the operator's HTML: headings, paragraphs, lists, links and tables read as the site's text. */
const HTML_CSS = {
  lineHeight: '1.7',
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', mt: '5', mb: '2', lineHeight: '1.3' },
  '& > :first-child': { mt: '0' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& p': { mb: '3' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'arena.accent', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'bold' },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: '3', fontSize: 'sm' },
  '& th, & td': { border: '1px solid', borderColor: 'arena.raised', p: '2', textAlign: 'start' },
  '& img': { maxW: '100%', height: 'auto' },
};

/**
 * HTML written by a content operator (a page's body, a promotion's terms). It is rendered as HTML
 * because the server sanitizes it with an allow-list when it is written (no script, event handler,
 * javascript: URL or overlaying style), and the site's Content-Security-Policy stops any script anyway.
 */
export function CmsHtml({ html, testId }: { html: string; testId: string }) {
  return <Box css={HTML_CSS} overflowWrap="anywhere" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
