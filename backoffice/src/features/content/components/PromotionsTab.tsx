// Promotions in the order of the players' grid: card and detail images, title, short text and HTML
// terms per language, schedule and publishing; the preview shows the card and the detail's HTML.
import { useState } from 'react';
import { Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import type { OperatorPromotion } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { contentApi, type StoredPromotion } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, PublishedField, TextField, checked } from './FormParts';
import { OrderedTable } from './OrderedTable';
import { BannerPreview, HtmlPreview, PreviewPair } from './Preview';
import { ScheduleFields, boundOf } from './Schedule';

const textsOf = (form: HTMLFormElement, suffix: 'Tr' | 'En') => ({
  title: fieldOf(form, `title${suffix}`),
  summary: fieldOf(form, `summary${suffix}`),
  description: fieldOf(form, `description${suffix}`),
});

function readPromotion(form: HTMLFormElement, id: number | undefined): OperatorPromotion {
  return {
    ...(id !== undefined && { id }),
    slug: fieldOf(form, 'slug').trim(),
    images: [fieldOf(form, 'cardImage').trim(), fieldOf(form, 'detailImage').trim()],
    published: checked(form, 'published'),
    startsAt: boundOf(form, 'startsAt'),
    endsAt: boundOf(form, 'endsAt'),
    texts: { tr: textsOf(form, 'Tr'), en: textsOf(form, 'En') },
  };
}

const EMPTY_TEXTS = { title: '', summary: '', description: '' };

function PromotionForm({
  promotion,
  busy,
  onSave,
  onCancel,
}: {
  promotion?: StoredPromotion;
  busy: boolean;
  onSave: (promotion: OperatorPromotion) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState({ images: promotion?.images ?? [], texts: promotion?.texts ?? { tr: EMPTY_TEXTS, en: EMPTY_TEXTS } });
  return (
    <EditorForm
      title={promotion ? t('Edit promotion') : t('New promotion')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => onSave(readPromotion(form, promotion?.id))}
      onChange={(form) => setDraft(readPromotion(form, promotion?.id))}
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField name="slug" label={t('Address (/promotions/…)')} value={promotion?.slug} required pattern="[a-z0-9\-]+" />
        <TextField name="cardImage" label={t('Card image')} value={promotion?.images[0]} required />
        <TextField name="detailImage" label={t('Detail image')} value={promotion?.images[1]} required />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="titleTr" label={t('Title (Turkish)')} value={promotion?.texts.tr.title} required />
        <TextField name="titleEn" label={t('Title (English)')} value={promotion?.texts.en.title} required />
        <TextField name="summaryTr" label={t('Short text (Turkish)')} value={promotion?.texts.tr.summary} />
        <TextField name="summaryEn" label={t('Short text (English)')} value={promotion?.texts.en.summary} />
        <TextField name="descriptionTr" label={t('Description, HTML (Turkish)')} value={promotion?.texts.tr.description} multiline />
        <TextField name="descriptionEn" label={t('Description, HTML (English)')} value={promotion?.texts.en.description} multiline />
      </SimpleGrid>
      <ScheduleFields item={promotion} />
      <PublishedField value={promotion?.published} />
      <PreviewPair>
        <BannerPreview images={[draft.images[0] ?? '']} title={draft.texts.tr.title} label={t('Turkish')} />
        <BannerPreview images={[draft.images[0] ?? '']} title={draft.texts.en.title} label={t('English')} />
        <HtmlPreview html={draft.texts.tr.description} title={t('Description (Turkish)')} />
        <HtmlPreview html={draft.texts.en.description} title={t('Description (English)')} />
      </PreviewPair>
    </EditorForm>
  );
}

export function PromotionsTab({ promotions, reload }: { promotions: StoredPromotion[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [editing, setEditing] = useState<{ promotion?: StoredPromotion } | null>(null);
  const save = async (promotion: OperatorPromotion) => {
    if (await run(() => contentApi.savePromotion(promotion))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Promotions')}</Heading>
        <Button size="sm" onClick={() => setEditing({})}>
          {t('New promotion')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <PromotionForm
          key={editing.promotion?.id ?? 'new'}
          promotion={editing.promotion}
          busy={busy}
          onSave={(promotion) => void save(promotion)}
          onCancel={() => setEditing(null)}
        />
      )}
      <OrderedTable
        kind="promotion"
        items={promotions}
        run={run}
        onEdit={(promotion) => setEditing({ promotion })}
        empty={t('No promotions yet.')}
        imageWidth="70px"
        alt={() => ''}
      />
    </Stack>
  );
}
