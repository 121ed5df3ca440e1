// The site's translation keys, Turkish and English side by side: a key with only one language is
// highlighted (and can be listed alone), search by key or text, edit a row, add or delete a key.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorTranslation, OperatorTranslationRow } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { FilterBar } from '../../../layout/FilterBar';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { contentApi } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, DeleteButton, TextField } from './FormParts';

/** empty counts as missing: the player would see no text */
const isMissing = (text: string | null) => text === null || text.trim() === '';
const incomplete = (row: OperatorTranslationRow) => isMissing(row.tr) || isMissing(row.en);

function matches(row: OperatorTranslationRow, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return [row.key, row.tr ?? '', row.en ?? ''].some((text) => text.toLocaleLowerCase().includes(needle));
}

function TranslationForm({
  row,
  busy,
  onSave,
  onCancel,
}: {
  row?: OperatorTranslationRow;
  busy: boolean;
  onSave: (translation: OperatorTranslation) => void;
  onCancel: () => void;
}) {
  return (
    <EditorForm
      title={row ? t('Edit translation') : t('New translation')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => {
        onSave({ key: row?.key ?? fieldOf(form, 'key'), tr: fieldOf(form, 'tr'), en: fieldOf(form, 'en') });
      }}
    >
      {row ? <Text fontFamily="mono">{row.key}</Text> : <TextField name="key" label={t('Key')} required />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="tr" label={t('Turkish')} value={row?.tr} />
        <TextField name="en" label={t('English')} value={row?.en} />
      </SimpleGrid>
    </EditorForm>
  );
}

function Cell({ text }: { text: string | null }) {
  if (isMissing(text)) return <Badge colorPalette="red">{t('Missing')}</Badge>;
  return <Text wordBreak="break-word">{text}</Text>;
}

export function TranslationsTab() {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['translations'], queryFn: () => contentApi.translations() });
  const { notice, failure, busy, run } = useAction(reload);
  const [search, setSearch] = useState('');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [editing, setEditing] = useState<{ row?: OperatorTranslationRow } | null>(null);
  const rows = data?.filter((row) => matches(row, search) && (!onlyMissing || incomplete(row)));
  const missing = data?.filter(incomplete).length ?? 0;
  const save = async (translation: OperatorTranslation) => {
    if (await run(() => contentApi.saveTranslation(translation))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Translations')}</Heading>
        <Button size="sm" onClick={() => setEditing({})}>
          {t('New translation')}
        </Button>
      </HStack>
      <FilterBar>
        <Input
          maxW="sm"
          type="search"
          aria-label={t('Search translations')}
          placeholder={t('Search translations')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <HStack as="label" gap="2">
          <input type="checkbox" checked={onlyMissing} onChange={(event) => setOnlyMissing(event.target.checked)} />
          <Text>{t('Only keys missing a language ({count})', { count: missing })}</Text>
        </HStack>
      </FilterBar>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <TranslationForm
          key={editing.row?.key ?? 'new'}
          row={editing.row}
          busy={busy}
          onSave={(translation) => void save(translation)}
          onCancel={() => setEditing(null)}
        />
      )}
      <LoadedTable
        load={{ data: rows, error, loading }}
        empty={t('No translations match.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Turkish')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('English')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(shown) =>
          shown.map((row) => (
            <Table.Row key={row.key} data-testid="translation-row" data-missing={incomplete(row) || undefined} bg={incomplete(row) ? 'red.subtle' : undefined}>
              <Table.Cell fontFamily="mono" wordBreak="break-word">
                {row.key}
              </Table.Cell>
              <Table.Cell>
                <Cell text={row.tr} />
              </Table.Cell>
              <Table.Cell>
                <Cell text={row.en} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => setEditing({ row })}>
                    {t('Edit')}
                  </Button>
                  <DeleteButton onDelete={() => void run(() => contentApi.deleteTranslation(row.key))} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
