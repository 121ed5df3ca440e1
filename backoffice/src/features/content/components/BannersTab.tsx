// Banners per slider: each slider's list in the order the carousel shows it (up/down), the picture per
// breakpoint, link, alt text tr/en, schedule and publishing, with a preview while editing.
import { useState } from 'react';
import { Box, Button, Field, HStack, Heading, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { OperatorBanner } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { Empty } from '../../../layout/states';
import { contentApi, type StoredBanner } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, BreakpointImageFields, PublishedField, TextField, breakpointImagesOf, checked } from './FormParts';
import { OrderedTable } from './OrderedTable';
import { BannerPreview, PreviewPair } from './Preview';
import { ScheduleFields, boundOf } from './Schedule';

function readBanner(form: HTMLFormElement, id: number | undefined): OperatorBanner {
  const url = fieldOf(form, 'url').trim();
  return {
    ...(id !== undefined && { id }),
    slider: fieldOf(form, 'slider').trim(),
    url: url || null,
    target: fieldOf(form, 'target') === '_blank' ? '_blank' : '_self',
    images: breakpointImagesOf(form),
    published: checked(form, 'published'),
    startsAt: boundOf(form, 'startsAt'),
    endsAt: boundOf(form, 'endsAt'),
    texts: { tr: { title: fieldOf(form, 'titleTr') }, en: { title: fieldOf(form, 'titleEn') } },
  };
}

function BannerForm({
  banner,
  slider,
  busy,
  onSave,
  onCancel,
}: {
  banner?: StoredBanner;
  slider: string;
  busy: boolean;
  onSave: (banner: OperatorBanner) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState({ images: banner?.images ?? [], tr: banner?.texts.tr.title ?? '', en: banner?.texts.en.title ?? '' });
  return (
    <EditorForm
      title={banner ? t('Edit banner') : t('New banner')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => {
        onSave(readBanner(form, banner?.id));
      }}
      onChange={(form) => {
        const { images, texts } = readBanner(form, banner?.id);
        setDraft({ images, tr: texts.tr.title, en: texts.en.title });
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="slider" label={t('Slider')} value={banner?.slider ?? slider} required pattern="[a-z0-9\-]+" />
        <TextField name="url" label={t('Link')} value={banner?.url} help={t('Empty: no link')} />
        <Field.Root>
          <Field.Label>{t('Opens in')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="target" defaultValue={banner?.target ?? '_self'}>
              <option value="_self">{t('The same tab')}</option>
              <option value="_blank">{t('A new tab')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <BreakpointImageFields images={banner?.images} />
        <TextField name="titleTr" label={t('Title and alt text (Turkish)')} value={banner?.texts.tr.title} />
        <TextField name="titleEn" label={t('Title and alt text (English)')} value={banner?.texts.en.title} />
      </SimpleGrid>
      <ScheduleFields item={banner} />
      <PublishedField value={banner?.published} />
      <PreviewPair>
        <BannerPreview images={draft.images} title={draft.tr} label={t('Turkish')} />
        <BannerPreview images={draft.images} title={draft.en} label={t('English')} />
      </PreviewPair>
    </EditorForm>
  );
}

/** the sliders in the order the list comes (by slider, then carousel order) */
function bySlider(banners: StoredBanner[]): [string, StoredBanner[]][] {
  const groups = new Map<string, StoredBanner[]>();
  for (const banner of banners) groups.set(banner.slider, [...(groups.get(banner.slider) ?? []), banner]);
  return [...groups.entries()];
}

export function BannersTab({ banners, reload }: { banners: StoredBanner[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [editing, setEditing] = useState<{ banner?: StoredBanner; slider: string } | null>(null);
  const sliders = bySlider(banners);
  const save = async (banner: OperatorBanner) => {
    if (await run(() => contentApi.saveBanner(banner))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Banners')}</Heading>
        <Button size="sm" onClick={() => setEditing({ slider: sliders[0]?.[0] ?? 'home' })}>
          {t('New banner')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <BannerForm
          key={editing.banner?.id ?? 'new'}
          banner={editing.banner}
          slider={editing.slider}
          busy={busy}
          onSave={(banner) => void save(banner)}
          onCancel={() => setEditing(null)}
        />
      )}
      {sliders.length === 0 && <Empty text={t('No banners yet.')} />}
      {sliders.map(([slug, items]) => (
        <Box key={slug} data-testid="slider">
          <Heading size="sm" mb="2">
            {t('Slider: {slug}', { slug })}
          </Heading>
          <OrderedTable
            kind="banner"
            items={items}
            run={run}
            onEdit={(banner) => setEditing({ banner, slider: slug })}
            imageWidth="100px"
            alt={(banner) => banner.texts.en.title}
          />
        </Box>
      ))}
    </Stack>
  );
}
