import { useQuery } from '@tanstack/react-query';
// The game suppliers: their games and whether each credential is set. A credential is typed in and
// never shown back (the server answers "set" and at most its last 4 characters); only an admin sets one.
import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import { CASINO_PROVIDER_NAMES, PROVIDER_CREDENTIAL_FIELDS, type OperatorProviderCredential } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { LoadedTable, Notice } from '../../../layout/states';
import { TextField } from '../../../layout/TextField';
import { useNotice } from '../../../layout/useNotice';
import { gamesApi } from '../api/calls';
import { SettingForm } from './SettingForm';

const FIELD_LABELS: Record<OperatorProviderCredential['field'], string> = {
  baseUrl: 'Base URL',
  operatorId: 'Operator ID',
  key: 'API key',
  secret: 'Secret',
};

function CredentialForm({ onSaved }: { onSaved: (message: string) => void }) {
  const request = (form: HTMLFormElement, clear: boolean) => {
    const value = fieldOf(form, 'value');
    if (!clear && value === '') return t('Enter the value.');
    const credential = {
      provider: fieldOf(form, 'provider') as OperatorProviderCredential['provider'],
      field: fieldOf(form, 'field') as OperatorProviderCredential['field'],
      value: clear ? null : value,
    };
    return () => gamesApi.setCredential(credential);
  };
  return (
    <SettingForm title={t('Set a credential')} clear={{ label: t('Clear'), colorPalette: 'red' }} request={request} onSaved={onSaved}>
      <SelectField label={t('Provider')} name="provider" options={CASINO_PROVIDER_NAMES.map((name) => ({ value: name, label: name }))} />
      <SelectField label={t('Credential')} name="field" options={PROVIDER_CREDENTIAL_FIELDS.map((field) => ({ value: field, label: field }))} />
      <TextField label={t('Value')} name="value" type="password" autoComplete="off" maxLength={4000} />
    </SettingForm>
  );
}

export function ProvidersSection({ maySetCredentials }: { maySetCredentials: boolean }) {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['gameProviders'], queryFn: () => gamesApi.providers() });
  const { notice, done } = useNotice(reload);
  return (
    <Stack gap="4">
      <Notice text={notice} />
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
      {maySetCredentials && <CredentialForm onSaved={done} />}
    </Stack>
  );
}
