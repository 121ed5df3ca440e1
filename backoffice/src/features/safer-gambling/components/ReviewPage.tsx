// One safer gambling review: the markers with their evidence, every interaction recorded, the form that
// records a new one (a message the player reads, a call note, a restriction) and the close with its outcome.
import { type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, DataList, Field, Heading, Link, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { HARM_INTERACTION_KINDS, HARM_REVIEW_OUTCOMES, type HarmInteractionKind, type HarmReviewOutcome } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { ErrorLine, Failure, LoadedTable, Loading, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { dateTime, money } from '../../../money';
import { saferGamblingApi } from '../api/calls';
import { Markers } from './Markers';
import { INTERACTION_LABEL, OUTCOME_LABEL } from './labels';

function TextForm<K extends string>({
  label,
  name,
  choices,
  choiceLabels,
  submit,
  onSend,
}: {
  label: string;
  name: string;
  choices: readonly K[];
  choiceLabels: Record<K, string>;
  submit: string;
  onSend: (choice: K, text: string) => Promise<string>;
}) {
  const { busy, error, send } = useSend();
  const { notice, done } = useNotice(() => undefined);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send(
      () => onSend(fieldOf(form, 'choice') as K, fieldOf(form, 'text').trim()),
      (message) => {
        form.reset();
        done(message);
      },
    );
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={onSubmit} aria-label={label}>
        <Stack gap="3">
          <Heading size="sm">{label}</Heading>
          <SelectField label={t('Kind')} name="choice" options={choices.map((value) => ({ value, label: t(choiceLabels[value]) }))} />
          <Field.Root required>
            <Field.Label>{t(name)}</Field.Label>
            <Textarea name="text" minLength={3} maxLength={2000} rows={4} />
          </Field.Root>
          <Button type="submit" alignSelf="flex-start" loading={busy}>
            {submit}
          </Button>
          <ErrorLine text={error} />
          <Notice text={notice} />
        </Stack>
      </form>
    </Box>
  );
}

export function ReviewPage() {
  const id = Number(useParams().id);
  const { data, error, isFetching: loading, refetch } = useQuery({ queryKey: ['harm-review', id], queryFn: () => saferGamblingApi.review(id) });
  if (loading && !data) return <Loading />;
  if (error || !data) return <Failure message={error?.message ?? ''} />;
  const { review, interactions } = data;
  const open = review.closedAt === null;
  const after = <T,>(call: Promise<T>) => call.finally(() => void refetch());
  return (
    <Stack gap="5">
      <Heading size="lg">
        {t('Safer gambling review')} ·{' '}
        <Link asChild>
          <RouterLink to={`/players/${review.userId}`}>{review.username}</RouterLink>
        </Link>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DataList.Root orientation="horizontal">
          {[
            [t('Opened'), dateTime(review.openedAt)],
            [t('Net deposit (30 days)'), money(review.netDeposit30d)],
            [t('Deposits paused'), review.depositsPaused ? t('Yes') : t('No')],
            [t('Closed'), review.closedAt ? `${dateTime(review.closedAt)} · ${t(OUTCOME_LABEL[review.outcome!])}` : '—'],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Markers markers={review.markers} />
      </SimpleGrid>
      {data.closeNote && <Text>{data.closeNote}</Text>}
      <Heading size="md">{t('Interactions')}</Heading>
      <LoadedTable
        load={{ data: interactions, error: null, loading: false }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Kind')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Text')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Operator')}</Table.ColumnHeader>
          </>
        }
      >
        {(rows) =>
          rows.map((interaction) => (
            <Table.Row key={interaction.id}>
              <Table.Cell whiteSpace="nowrap">{dateTime(interaction.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge>{t(INTERACTION_LABEL[interaction.kind])}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="pre-wrap">{interaction.body}</Table.Cell>
              <Table.Cell>{interaction.operator}</Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
      {open && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextForm<HarmInteractionKind>
            label={t('Record an interaction')}
            name="Text"
            choices={HARM_INTERACTION_KINDS}
            choiceLabels={INTERACTION_LABEL}
            submit={t('Record')}
            onSend={(kind, body) => after(saferGamblingApi.interact(id, { kind, body }))}
          />
          <TextForm<HarmReviewOutcome>
            label={t('Close the review')}
            name="Note"
            choices={HARM_REVIEW_OUTCOMES}
            choiceLabels={OUTCOME_LABEL}
            submit={t('Close the review')}
            onSend={(outcome, note) => after(saferGamblingApi.close(id, { outcome, note }))}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
