// The popup campaign: its picture per breakpoint, link, schedule and publishing, with the picture previewed.
import { useState } from 'react';
import { Button, HStack, Heading, Image, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import type { OperatorPopup } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { contentApi, type StoredPopup } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, BreakpointImageFields, PublishedField, RowActions, TextField, breakpointImagesOf, checked } from './FormParts';
import { BannerPreview, PreviewPair } from './Preview';
import { ScheduleFields, ScheduleText, StatusBadge, boundOf } from './Schedule';

function readPopup(form: HTMLFormElement, id: number | undefined): OperatorPopup {
  const url = fieldOf(form, 'url').trim();
  return {
    ...(id !== undefined && { id }),
    url: url || null,
    images: breakpointImagesOf(form),
    published: checked(form, 'published'),
    startsAt: boundOf(form, 'startsAt'),
    endsAt: boundOf(form, 'endsAt'),
  };
}

function PopupForm({ popup, busy, onSave, onCancel }: { popup?: StoredPopup; busy: boolean; onSave: (popup: OperatorPopup) => void; onCancel: () => void }) {
  const [images, setImages] = useState(popup?.images ?? []);
  return (
    <EditorForm
      title={popup ? t('Edit popup') : t('New popup')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => onSave(readPopup(form, popup?.id))}
      onChange={(form) => setImages(readPopup(form, popup?.id).images)}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="url" label={t('Link')} value={popup?.url} help={t('Empty: no link')} />
        <BreakpointImageFields images={popup?.images} />
      </SimpleGrid>
      <ScheduleFields item={popup} />
      <PublishedField value={popup?.published} />
      <PreviewPair>
        <BannerPreview images={images} title="" label={t('Popup')} />
      </PreviewPair>
    </EditorForm>
  );
}

export function PopupsTab({ popups, reload }: { popups: StoredPopup[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [editing, setEditing] = useState<{ popup?: StoredPopup } | null>(null);
  const save = async (popup: OperatorPopup) => {
    if (await run(() => contentApi.savePopup(popup))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Popups')}</Heading>
        <Button size="sm" onClick={() => setEditing({})}>
          {t('New popup')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <PopupForm key={editing.popup?.id ?? 'new'} popup={editing.popup} busy={busy} onSave={(popup) => void save(popup)} onCancel={() => setEditing(null)} />
      )}
      <LoadedTable
        load={{ data: popups, loading: false }}
        empty={t('No popups yet.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Image')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Link')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Schedule')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(rows) =>
          rows.map((popup) => (
            <Table.Row key={popup.id}>
              <Table.Cell>
                <Image src={popup.images[0]} alt="" h="40px" w="70px" objectFit="cover" borderRadius="sm" />
              </Table.Cell>
              <Table.Cell>{popup.url ?? '—'}</Table.Cell>
              <Table.Cell>
                <ScheduleText item={popup} />
              </Table.Cell>
              <Table.Cell>
                <StatusBadge item={popup} />
              </Table.Cell>
              <Table.Cell>
                <RowActions
                  published={popup.published}
                  onPublish={(published) => void run(() => contentApi.publish('popup', popup.id, published))}
                  onEdit={() => setEditing({ popup })}
                  onDelete={() => void run(() => contentApi.remove('popup', popup.id))}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
