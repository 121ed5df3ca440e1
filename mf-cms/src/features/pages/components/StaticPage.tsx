import { ApiError } from '@arena/api-client';
import { PageFrame, usePageRoute } from '@arena/remote-kit';
import { Box, Flex, Stack, Text } from '@arena/ui';
import { useT } from '@arena/i18n';
import { CmsHtml } from '../../cms-html';
import { LoadFailed } from '../../remote-data';
import { PAGE_ID, useStaticPage } from '../hooks/useStaticPage';

function NotFound() {
  const t = useT();
  return (
    <Flex direction="column" align="center" gap="2" py="16" textAlign="center" data-testid="page-not-found">
      <Text textStyle="sectionTitle">{t('Page not found')}</Text>
      <Text color="arena.muted">{t('The page you are looking for does not exist or has been removed.')}</Text>
    </Flex>
  );
}

/** /pages/{id}: the server's title (heading and breadcrumb) and its HTML body; an unknown id is a translated not-found. */
export function StaticPage() {
  const t = useT();
  const { id = '' } = usePageRoute().params;
  const page = useStaticPage(id);
  const missing = !PAGE_ID.test(id) || (page.isError && page.error instanceof ApiError && page.error.status === 404);

  if (missing) {
    return (
      <PageFrame title={t('Page not found')}>
        <NotFound />
      </PageFrame>
    );
  }
  if (page.isError) {
    return (
      <PageFrame>
        <LoadFailed onRetry={() => void page.refetch()} testId="page-failed" />
      </PageFrame>
    );
  }
  if (page.isPending) {
    return (
      <PageFrame>
        <Stack gap="3" aria-busy="true" data-testid="page-loading" bg="arena.surface" borderRadius="md" p={{ base: '4', md: '6' }}>
          {['90%', '100%', '80%', '95%', '60%'].map((w) => (
            <Box key={w} h="4" w={w} bg="arena.raised" borderRadius="sm" animation="pulse" />
          ))}
        </Stack>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={page.data.title}>
      <Box as="article" bg="arena.surface" borderRadius="md" p={{ base: '4', md: '6' }}>
        <CmsHtml html={page.data.body} testId="page-body" />
      </Box>
    </PageFrame>
  );
}
