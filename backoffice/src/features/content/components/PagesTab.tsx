// The site's pages (/pages/{id}): title and HTML body per language and publishing; the preview renders
// the body in a sandboxed frame, and what is saved is what the server's sanitizer kept.
import { useState } from 'react';
import { Button, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorPage } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { contentApi, type StoredPage } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, PublishedField, RowActions, TextField, checked } from './FormParts';
import { HtmlPreview, PreviewPair } from './Preview';
import { StatusBadge } from './Schedule';

function readPage(form: HTMLFormElement, id: number | undefined): OperatorPage {
  return {
    ...(id !== undefined && { id }),
    published: checked(form, 'published'),
    texts: {
      tr: { title: fieldOf(form, 'titleTr'), body: fieldOf(form, 'bodyTr') },
      en: { title: fieldOf(form, 'titleEn'), body: fieldOf(form, 'bodyEn') },
    },
  };
}

function PageForm({ page, busy, onSave, onCancel }: { page?: StoredPage; busy: boolean; onSave: (page: OperatorPage) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState({ tr: page?.texts.tr.body ?? '', en: page?.texts.en.body ?? '' });
  return (
    <EditorForm
      title={page ? t('Edit page {id}', { id: page.id }) : t('New page')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => {
        onSave(readPage(form, page?.id));
      }}
      onChange={(form) => {
        const { texts } = readPage(form, page?.id);
        setDraft({ tr: texts.tr.body, en: texts.en.body });
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="titleTr" label={t('Title (Turkish)')} value={page?.texts.tr.title} required />
        <TextField name="titleEn" label={t('Title (English)')} value={page?.texts.en.title} required />
        <TextField name="bodyTr" label={t('Body, HTML (Turkish)')} value={page?.texts.tr.body} multiline />
        <TextField name="bodyEn" label={t('Body, HTML (English)')} value={page?.texts.en.body} multiline />
      </SimpleGrid>
      <PublishedField value={page?.published} />
      <Text fontSize="sm" color="fg.muted">
        {t('Scripts, event handlers and unsafe links are removed when the page is saved.')}
      </Text>
      <PreviewPair>
        <HtmlPreview html={draft.tr} title={t('Body (Turkish)')} />
        <HtmlPreview html={draft.en} title={t('Body (English)')} />
      </PreviewPair>
    </EditorForm>
  );
}

export function PagesTab({ pages, reload }: { pages: StoredPage[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [editing, setEditing] = useState<{ page?: StoredPage } | null>(null);
  const save = async (page: OperatorPage) => {
    if (await run(() => contentApi.savePage(page))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Pages')}</Heading>
        <Button size="sm" onClick={() => setEditing({})}>
          {t('New page')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <PageForm key={editing.page?.id ?? 'new'} page={editing.page} busy={busy} onSave={(page) => void save(page)} onCancel={() => setEditing(null)} />
      )}
      <LoadedTable
        load={{ data: pages, loading: false }}
        empty={t('No pages yet.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Title')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(rows) =>
          rows.map((page) => (
            <Table.Row key={page.id}>
              <Table.Cell>/pages/{page.id}</Table.Cell>
              <Table.Cell>
                <Text>{page.texts.tr.title}</Text>
                <Text color="fg.muted">{page.texts.en.title}</Text>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge item={page} />
              </Table.Cell>
              <Table.Cell>
                <RowActions
                  published={page.published}
                  onPublish={(published) => void run(() => contentApi.publish('page', page.id, published))}
                  onEdit={() => setEditing({ page })}
                  onDelete={() => void run(() => contentApi.remove('page', page.id))}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
