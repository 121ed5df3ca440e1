// The game suppliers: their games and whether each credential is set. A credential is typed in and
// never shown back (the server answers "set" and at most its last 4 characters); only an admin sets one.
import { useCallback, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, HStack, Heading, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { CASINO_PROVIDER_NAMES, PROVIDER_CREDENTIAL_FIELDS, type OperatorProviderCredential } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { Failure, LoadedTable } from '../../../layout/states';
import { useLoad } from '../../../layout/useLoad';
import { gamesApi } from '../api/calls';

const FIELD_LABELS: Record<OperatorProviderCredential['field'], string> = {
  baseUrl: 'Base URL',
  operatorId: 'Operator ID',
  key: 'API key',
  secret: 'Secret',
};

function CredentialForm({ onSaved }: { onSaved: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const send = (form: HTMLFormElement, clear: boolean) => {
    const value = fieldOf(form, 'value');
    if (!clear && value === '') {
      setError(t('Enter the value.'));
      return;
    }
    setBusy(true);
    setError(undefined);
    gamesApi
      .setCredential({
        provider: fieldOf(form, 'provider') as OperatorProviderCredential['provider'],
        field: fieldOf(form, 'field') as OperatorProviderCredential['field'],
        value: clear ? null : value,
      })
      .then(
        (message) => {
          form.reset();
          onSaved(message);
        },
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {t('Set a credential')}
      </Heading>
      <form
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          send(event.currentTarget, false);
        }}
      >
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <SelectField label={t('Provider')} name="provider" options={CASINO_PROVIDER_NAMES.map((name) => ({ value: name, label: name }))} />
          <SelectField label={t('Credential')} name="field" options={PROVIDER_CREDENTIAL_FIELDS.map((field) => ({ value: field, label: field }))} />
          <Field.Root>
            <Field.Label>{t('Value')}</Field.Label>
            <Input name="value" type="password" autoComplete="off" maxLength={4000} />
          </Field.Root>
          <HStack>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
            <Button variant="outline" colorPalette="red" disabled={busy} onClick={(event) => send(event.currentTarget.form!, true)}>
              {t('Clear')}
            </Button>
          </HStack>
        </SimpleGrid>
      </form>
      {error && <Failure message={error} />}
    </Box>
  );
}

export function ProvidersSection({ maySetCredentials }: { maySetCredentials: boolean }) {
  const { data, error, loading, reload } = useLoad(useCallback(() => gamesApi.providers(), []));
  const [notice, setNotice] = useState<string>();
  return (
    <Stack gap="4">
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      <LoadedTable
        load={{ data, error, loading }}
        columns={
          <>
            <Table.ColumnHeader>{t('Provider')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('Games shown')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Credentials')}</Table.ColumnHeader>
          </>
        }
      >
        {(providers) =>
          providers.map((provider) => (
            <Table.Row key={provider.name}>
              <Table.Cell>{provider.name}</Table.Cell>
              <Table.Cell textAlign="end">
                {provider.enabledGames} / {provider.games}
              </Table.Cell>
              <Table.Cell>
                <HStack wrap="wrap" gap="2">
                  {provider.credentials.map((credential) => (
                    <Badge key={credential.field} colorPalette={credential.set ? 'green' : 'gray'}>
                      {t(FIELD_LABELS[credential.field])}:{' '}
                      {credential.set ? (credential.last4 ? t('set (…{last4})', { last4: credential.last4 }) : t('set')) : t('not set')}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
      {maySetCredentials && (
        <CredentialForm
          onSaved={(message) => {
            setNotice(message);
            void reload();
          }}
        />
      )}
    </Stack>
  );
}
