import { useQuery } from '@tanstack/react-query';
// The content editor's screen (content role or admin): one tab per kind of content. Everything but the
// translations comes in one answer (operator/content); a change reloads it, so the lists show what the
// server stored (e.g. HTML as the sanitizer left it).
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { Failure, Loading } from '../../../layout/states';
import { contentApi } from '../api/calls';
import { BannersTab } from './BannersTab';
import { CategoriesTab } from './CategoriesTab';
import { PagesTab } from './PagesTab';
import { PopupsTab } from './PopupsTab';
import { PromotionsTab } from './PromotionsTab';
import { DomainsTab, SiteOptionsTab } from './SiteOptionsTab';
import { TranslationsTab } from './TranslationsTab';

const TABS = [
  ['banners', 'Banners'],
  ['promotions', 'Promotions'],
  ['pages', 'Pages'],
  ['categories', 'Footer categories'],
  ['popups', 'Popups'],
  ['translations', 'Translations'],
  ['options', 'Site options'],
  ['domains', 'Domain status'],
] as const;

export function ContentPage() {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['content'], queryFn: () => contentApi.content() });
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Content')}</Heading>
      {loading && !data && <Loading />}
      {error && <Failure message={error.message} />}
      {data && (
        <Tabs.Root defaultValue="banners" lazyMount variant="line">
          <Tabs.List overflowX="auto" flexWrap={{ base: 'nowrap', md: 'wrap' }}>
            {TABS.map(([value, label]) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {t(label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="banners">
            <BannersTab banners={data.banners} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="promotions">
            <PromotionsTab promotions={data.promotions} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="pages">
            <PagesTab pages={data.pages} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="categories">
            <CategoriesTab categories={data.categories} pages={data.pages} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="popups">
            <PopupsTab popups={data.popups} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="translations">
            <TranslationsTab />
          </Tabs.Content>
          <Tabs.Content value="options">
            <SiteOptionsTab options={data.siteOptions} reload={reload} />
          </Tabs.Content>
          <Tabs.Content value="domains">
            <DomainsTab domains={data.domains} reload={reload} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
