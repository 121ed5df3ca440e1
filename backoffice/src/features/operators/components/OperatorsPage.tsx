// The admin's list of operators: create one (username, role, first password; they add an
// authenticator at their first login) and disable or enable them. A new admin waits for a second
// admin (PendingAdmins), who approves or rejects it; the admin who asked sees it waiting.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { OPERATOR_ROLES, type OperatorRole } from '@arena/contracts';
import { api } from '../../../api/calls';
import { t } from '../../../i18n/texts';
import { Failure, LoadedTable } from '../../../layout/states';
import { dateTime } from '../../../money';
import { useSession } from '../../../session/SessionProvider';
import { fieldOf } from '../../../layout/form';
import { TextField } from '../../../layout/TextField';

function CreateOperator({ onCreated }: { onCreated: (message: string) => void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    setBusy(true);
    setError(undefined);
    api
      .createOperator({
        username: fieldOf(formElement, 'username').trim(),
        password: fieldOf(formElement, 'password'),
        role: fieldOf(formElement, 'role') as OperatorRole,
      })
      .then(
        (reply) => {
          formElement.reset();
          onCreated(reply.data.pendingId === undefined ? t('The operator has been created.') : reply.message);
        },
        (failure: Error) => setError(failure.message),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <form onSubmit={submit}>
        <Heading size="md" mb="3">
          {t('New operator')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
          <TextField label={t('Username')} required name="username" pattern="[A-Za-z0-9._\-]+" maxLength={50} autoComplete="off" />
          <Field.Root required>
            <Field.Label>{t('Role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" defaultValue="support">
                {OPERATOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(role)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('First password')}</Field.Label>
            <Input name="password" type="password" minLength={10} maxLength={100} autoComplete="new-password" />
            <Field.HelperText>{t('At least 10 characters')}</Field.HelperText>
          </Field.Root>
          <Button type="submit" loading={busy}>
            {t('Create operator')}
          </Button>
        </SimpleGrid>
        {error && <Failure message={error} />}
      </form>
    </Box>
  );
}

function PendingAdmins({ version, onDone }: { version: number; onDone: (message: string) => void }) {
  const { operator: me } = useSession();
  // `version` changes after each change on this page: the list loads again (keeping the last one meanwhile)
  const { data, error } = useQuery({ queryKey: ['accountRequests', version], queryFn: () => api.accountRequests(), placeholderData: keepPreviousData });
  const [failure, setFailure] = useState<string>();
  const decide = (id: number, approve: boolean) => {
    setFailure(undefined);
    api.decideAccountRequest(id, approve).then(onDone, (refusal: Error) => setFailure(refusal.message));
  };
  if (error) return <Failure message={error.message} />;
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading size="md">{t('Waiting for a second admin')}</Heading>
      {failure && <Failure message={failure} />}
      {data.map((request) => (
        <Box key={request.id} borderWidth="1px" borderRadius="md" p="3">
          <HStack justify="space-between" flexWrap="wrap">
            <Text>
              {t('New {role} {username}, asked for by {operator} on {date}', {
                role: t(request.role),
                username: request.username,
                operator: request.requestedBy,
                date: dateTime(request.createdAt),
              })}
            </Text>
            {request.requestedBy === me?.username ? (
              <Text fontSize="sm" color="fg.muted">
                {t('Another admin must approve it.')}
              </Text>
            ) : (
              <HStack>
                <Button size="sm" colorPalette="green" onClick={() => decide(request.id, true)}>
                  {t('Approve new admin')}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => decide(request.id, false)}>
                  {t('Reject new admin')}
                </Button>
              </HStack>
            )}
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

export function OperatorsPage() {
  const { operator: me } = useSession();
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['operators'], queryFn: () => api.operators() });
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [version, setVersion] = useState(0);
  const done = (message: string) => {
    setNotice(message);
    setFailure(undefined);
    setVersion((current) => current + 1);
    void reload();
  };
  const toggle = (id: number, disabled: boolean) => {
    api.disableOperator(id, disabled).then(done, (refusal: Error) => setFailure(refusal.message));
  };
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Operators')}</Heading>
      <CreateOperator onCreated={done} />
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      {failure && <Failure message={failure} />}
      <PendingAdmins version={version} onDone={done} />
      <LoadedTable
        load={{ data, error, loading }}
        columns={
          <>
            <Table.ColumnHeader>{t('Username')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Two-factor')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Created')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(rows) =>
          rows.map((operator) => (
            <Table.Row key={operator.id}>
              <Table.Cell>{operator.username}</Table.Cell>
              <Table.Cell>{t(operator.role)}</Table.Cell>
              <Table.Cell>{operator.enrolled ? t('Set up') : t('At first login')}</Table.Cell>
              <Table.Cell>
                {operator.disabled ? <Badge colorPalette="red">{t('Disabled')}</Badge> : <Badge colorPalette="green">{t('Active')}</Badge>}
              </Table.Cell>
              <Table.Cell>{dateTime(operator.createdAt)}</Table.Cell>
              <Table.Cell>
                {operator.username !== me?.username && (
                  <HStack>
                    <Button size="xs" variant="outline" onClick={() => toggle(operator.id, !operator.disabled)}>
                      {operator.disabled ? t('Enable') : t('Disable')}
                    </Button>
                    {operator.enrolled && (
                      <Button size="xs" variant="ghost" onClick={() => api.resetTotp(operator.id).then(done, (refusal: Error) => setFailure(refusal.message))}>
                        {t('Reset two-factor')}
                      </Button>
                    )}
                  </HStack>
                )}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
