// An item's schedule and what it means for the player now: draft (unpublished), scheduled (published,
// starts later), live, ended (published, its end has passed).
import { Badge, Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { dateTime } from '../../../money';

export type ContentStatus = 'draft' | 'scheduled' | 'live' | 'ended';

interface Scheduled {
  published: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
}

export function contentStatus({ published, startsAt = null, endsAt = null }: Scheduled, now = Date.now()): ContentStatus {
  if (!published) return 'draft';
  if (endsAt !== null && Date.parse(endsAt) <= now) return 'ended';
  if (startsAt !== null && Date.parse(startsAt) > now) return 'scheduled';
  return 'live';
}

const PALETTE: Record<ContentStatus, string> = { draft: 'gray', scheduled: 'blue', live: 'green', ended: 'orange' };
const LABEL: Record<ContentStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live', ended: 'Ended' };

export function StatusBadge({ item }: { item: Scheduled }) {
  const status = contentStatus(item);
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="content-status">
      {t(LABEL[status])}
    </Badge>
  );
}

/** an ISO instant as a datetime-local input shows it: the operator's own clock */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** a datetime-local field of the form → ISO, or null when left empty ("from always" / "until further notice") */
export function boundOf(form: HTMLFormElement, name: 'startsAt' | 'endsAt'): string | null {
  const value = fieldOf(form, name);
  return value ? new Date(value).toISOString() : null;
}

export function ScheduleFields({ item }: { item?: Scheduled }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root>
        <Field.Label>{t('Starts')}</Field.Label>
        <Input name="startsAt" type="datetime-local" defaultValue={localInput(item?.startsAt)} />
        <Field.HelperText>{t('Empty: from now on')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('Ends')}</Field.Label>
        <Input name="endsAt" type="datetime-local" defaultValue={localInput(item?.endsAt)} />
        <Field.HelperText>{t('Empty: until further notice')}</Field.HelperText>
      </Field.Root>
    </SimpleGrid>
  );
}

/** "from – until" in the operator's language; an open end reads as such */
export function ScheduleText({ item }: { item: Scheduled }) {
  const { startsAt = null, endsAt = null } = item;
  return (
    <Text fontSize="sm" whiteSpace="nowrap">
      {startsAt ? dateTime(startsAt) : t('Always')} – {endsAt ? dateTime(endsAt) : t('No end')}
    </Text>
  );
}
