// Site options (key, value, on/off) and the top notice's domains (the current one and the next).
import { useState } from 'react';
import { Badge, Button, HStack, Heading, SimpleGrid, Stack, Table } from '@chakra-ui/react';
import type { OperatorContent, OperatorSiteOption } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { LoadedTable } from '../../../layout/states';
import { contentApi } from '../api/calls';
import { useAction } from '../hooks/useAction';
import { Answer, DeleteButton, TextField, checked } from './FormParts';

function OptionForm({
  option,
  busy,
  onSave,
  onCancel,
}: {
  option?: OperatorSiteOption;
  busy: boolean;
  onSave: (option: OperatorSiteOption) => void;
  onCancel: () => void;
}) {
  return (
    <EditorForm
      title={option ? t('Edit site option') : t('New site option')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={(form) => {
        onSave({ key: fieldOf(form, 'key').trim(), value: fieldOf(form, 'value'), status: checked(form, 'status') });
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField name="key" label={t('Key')} value={option?.key} required pattern="[A-Za-z0-9_.\-]+" />
        <TextField name="value" label={t('Value')} value={option?.value} />
      </SimpleGrid>
      <HStack as="label" gap="2">
        <input type="checkbox" name="status" defaultChecked={option?.status ?? true} />
        {t('On')}
      </HStack>
    </EditorForm>
  );
}

export function SiteOptionsTab({ options, reload }: { options: OperatorSiteOption[]; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  const [editing, setEditing] = useState<{ option?: OperatorSiteOption } | null>(null);
  const save = async (option: OperatorSiteOption) => {
    if (await run(() => contentApi.saveSiteOption(option))) setEditing(null);
  };
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('Site options')}</Heading>
        <Button size="sm" onClick={() => setEditing({})}>
          {t('New site option')}
        </Button>
      </HStack>
      <Answer notice={notice} failure={failure} />
      {editing && (
        <OptionForm
          key={editing.option?.key ?? 'new'}
          option={editing.option}
          busy={busy}
          onSave={(option) => void save(option)}
          onCancel={() => setEditing(null)}
        />
      )}
      <LoadedTable
        load={{ data: options, loading: false }}
        empty={t('No site options yet.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Key')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Value')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(rows) =>
          rows.map((option) => (
            <Table.Row key={option.key}>
              <Table.Cell fontFamily="mono">{option.key}</Table.Cell>
              <Table.Cell wordBreak="break-all">{option.value}</Table.Cell>
              <Table.Cell>{option.status ? <Badge colorPalette="green">{t('On')}</Badge> : <Badge>{t('Off')}</Badge>}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Button size="xs" variant="outline" onClick={() => setEditing({ option })}>
                    {t('Edit')}
                  </Button>
                  <DeleteButton onDelete={() => void run(() => contentApi.deleteSiteOption(option.key))} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}

export function DomainsTab({ domains, reload }: { domains: OperatorContent['domains']; reload: () => unknown }) {
  const { notice, failure, busy, run } = useAction(reload);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        void run(() => contentApi.saveDomains({ current: fieldOf(form, 'current').trim(), next: fieldOf(form, 'next').trim() }));
      }}
    >
      <Stack gap="3" maxW="2xl">
        <Heading size="md">{t('Domain status')}</Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField name="current" label={t('Current domain')} value={domains?.current} required help={t('Shown in the top notice')} />
          <TextField name="next" label={t('Next domain')} value={domains?.next} required help={t('Announced to players before the switch')} />
        </SimpleGrid>
        <Button type="submit" loading={busy} alignSelf="flex-start">
          {t('Save')}
        </Button>
        <Answer notice={notice} failure={failure} />
      </Stack>
    </form>
  );
}
