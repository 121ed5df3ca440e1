// The pieces every Content form and list shares: text fields, the published box, the server's answer
// and an item's row actions (order, publish, edit, delete).
import { useState } from 'react';
import { Button, Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure } from '../../../layout/states';

export function TextField({
  name,
  label,
  value,
  required,
  multiline,
  help,
  pattern,
}: {
  name: string;
  label: string;
  value?: string | null;
  required?: boolean;
  multiline?: boolean;
  help?: string;
  pattern?: string;
}) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea name={name} defaultValue={value ?? ''} rows={6} fontFamily="mono" fontSize="sm" />
      ) : (
        <Input name={name} defaultValue={value ?? ''} pattern={pattern} autoComplete="off" />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}

/** a banner's or popup's picture per breakpoint, in the contract's order: default (phones), >= 1200 px, >= 992 px */
const BREAKPOINT_IMAGES = [
  ['image', 'Image (phones)'],
  ['imageXl', 'Image (1200 px and wider)'],
  ['imageLg', 'Image (992 px and wider)'],
] as const;

export function BreakpointImageFields({ images }: { images?: string[] }) {
  return BREAKPOINT_IMAGES.map(([name, label], index) => (
    <TextField
      key={name}
      name={name}
      label={t(label)}
      value={images?.[index]}
      required
      help={index === 0 ? t('A site path (/media/…) or an https address') : undefined}
    />
  ));
}

export const breakpointImagesOf = (form: HTMLFormElement): string[] => BREAKPOINT_IMAGES.map(([name]) => fieldOf(form, name).trim());

export function PublishedField({ value }: { value?: boolean }) {
  return (
    <HStack as="label" gap="2">
      <input type="checkbox" name="published" defaultChecked={value ?? false} />
      <Text>{t('Published')}</Text>
    </HStack>
  );
}

export const checked = (form: HTMLFormElement, name: string): boolean => new FormData(form).get(name) === 'on';

/** the last change's answer: the server's message or its refusal */
export function Answer({ notice, failure }: { notice?: string; failure?: string }) {
  return (
    <>
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      {failure && <Failure message={failure} />}
    </>
  );
}

/** an edit form's frame: its title, the fields, Save and Cancel */
/** Delete asks once more before it calls the server. */
export function DeleteButton({ onDelete }: { onDelete: () => void }) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <Button size="xs" colorPalette="red" onClick={onDelete}>
      {t('Confirm delete')}
    </Button>
  ) : (
    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
      {t('Delete')}
    </Button>
  );
}

export function RowActions({
  published,
  onPublish,
  onEdit,
  onDelete,
  onUp,
  onDown,
}: {
  published: boolean;
  onPublish: (published: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** absent: the item is first (last) or the list has no order */
  onUp?: () => void;
  onDown?: () => void;
}) {
  return (
    <HStack gap="1" flexWrap="wrap">
      {(onUp || onDown) && (
        <>
          <Button size="xs" variant="outline" aria-label={t('Move up')} disabled={!onUp} onClick={onUp}>
            ↑
          </Button>
          <Button size="xs" variant="outline" aria-label={t('Move down')} disabled={!onDown} onClick={onDown}>
            ↓
          </Button>
        </>
      )}
      <Button size="xs" variant="outline" onClick={() => onPublish(!published)}>
        {published ? t('Unpublish') : t('Publish')}
      </Button>
      <Button size="xs" variant="outline" onClick={onEdit}>
        {t('Edit')}
      </Button>
      <DeleteButton onDelete={onDelete} />
    </HStack>
  );
}

/** `ids` with the one at `index` swapped with its neighbour `by` places away (-1 up, 1 down) */
export function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}
