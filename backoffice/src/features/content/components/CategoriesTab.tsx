// The footer categories: which pages each one links to, in order (add, remove, up/down, then save).
import { useState } from 'react';
import { Box, Button, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { OperatorContent } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { Empty } from '../../../layout/states';
import { contentApi, type StoredPage } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, moved } from './FormParts';

type Category = OperatorContent['categories'][number];

function CategoryEditor({ category, pages, reload }: { category: Category; pages: StoredPage[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [pageIds, setPageIds] = useState(category.pageIds);
  const titleOf = (id: number) => pages.find((page) => page.id === id)?.texts.en.title ?? `#${id}`;
  const others = pages.filter((page) => !pageIds.includes(page.id));
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="footer-category">
      <Heading size="sm" mb="2">
        {category.name}
      </Heading>
      <Stack gap="1">
        {pageIds.length === 0 && <Text color="fg.muted">{t('No pages in this category.')}</Text>}
        {pageIds.map((id, index) => (
          <HStack key={id} justify="space-between" flexWrap="wrap">
            <Text>
              /pages/{id} · {titleOf(id)}
            </Text>
            <HStack gap="1">
              <Button size="xs" variant="outline" aria-label={t('Move up')} disabled={index === 0} onClick={() => setPageIds(moved(pageIds, index, -1))}>
                ↑
              </Button>
              <Button
                size="xs"
                variant="outline"
                aria-label={t('Move down')}
                disabled={index === pageIds.length - 1}
                onClick={() => setPageIds(moved(pageIds, index, 1))}
              >
                ↓
              </Button>
              <Button size="xs" variant="ghost" onClick={() => setPageIds(pageIds.filter((other) => other !== id))}>
                {t('Remove')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <HStack mt="3" flexWrap="wrap">
        {others.length > 0 && (
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              aria-label={t('Add a page')}
              value=""
              onChange={(event) => event.target.value && setPageIds([...pageIds, Number(event.target.value)])}
            >
              <option value="">{t('Add a page')}</option>
              {others.map((page) => (
                <option key={page.id} value={page.id}>
                  /pages/{page.id} · {page.texts.en.title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <Button size="sm" loading={busy} onClick={() => void run(() => contentApi.saveCategoryPages(category.id, pageIds))}>
          {t('Save')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
    </Box>
  );
}

export function CategoriesTab({ categories, pages, reload }: { categories: Category[]; pages: StoredPage[]; reload: () => unknown }) {
  return (
    <Stack gap="4">
      <Heading size="md">{t('Footer categories')}</Heading>
      {categories.length === 0 && <Empty text={t('No footer categories yet.')} />}
      {categories.map((category) => (
        <CategoryEditor key={`${category.id}:${category.pageIds.join(',')}`} category={category} pages={pages} reload={reload} />
      ))}
    </Stack>
  );
}
