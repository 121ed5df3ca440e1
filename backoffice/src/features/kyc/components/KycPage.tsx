// Players' verification documents (docs/product/accounts.md, "Verification"): the queue of documents
// waiting, each opened in the operator's session only, approved (an identity document with the name it
// prints) or rejected with a reason from the list the player reads in their language. Audited server-side.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  KYC_DOCUMENT_STATUSES,
  KYC_REJECTION_CODES,
  KYC_REJECTION_REASONS,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycRejectionReason,
  type OperatorKycDocument,
} from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { ErrorLine, LoadedTable, Notice } from '../../../layout/states';
import { useNotice } from '../../../layout/useNotice';
import { useSend } from '../../../layout/useSend';
import { dateTime } from '../../../money';
import { kycApi } from '../api/calls';

const KIND: Record<KycDocumentKind, string> = { identity: 'Identity document', address: 'Proof of address', payment: 'Payment method ownership' };
const STATUS: Record<KycDocumentStatus, { label: string; palette: string }> = {
  pending: { label: 'Waiting for review', palette: 'yellow' },
  approved: { label: 'Approved', palette: 'green' },
  rejected: { label: 'Rejected', palette: 'red' },
};

/** a picture as a data: URL, which the site's Content-Security-Policy lets an <img> show (blob: it does not) */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL yields a string
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(blob);
  });

/**
 * The document's file, fetched with the operator's token (an address alone opens nothing): a picture
 * shown in place, a PDF saved to open in the operator's own viewer (the site frames no PDF).
 */
function Preview({ document }: { document: OperatorKycDocument }) {
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  const pdf = document.contentType === 'application/pdf';
  useEffect(() => {
    let objectUrl: string | undefined;
    kycApi
      .file(document.id)
      .then(async (blob) => {
        if (!pdf) return dataUrlOf(blob);
        objectUrl = URL.createObjectURL(blob);
        return objectUrl;
      })
      .then(setUrl, (failure: Error) => setError(failure.message));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document.id, pdf]);
  if (error) return <ErrorLine text={error} />;
  if (!url) return <Text fontSize="sm">{t('Loading...')}</Text>;
  const title = t('Document of {player}', { player: document.username });
  return pdf ? (
    <a href={url} download={`${document.kind}-${document.id}.pdf`} data-testid="kyc-preview">
      {t('Save the PDF')}
    </a>
  ) : (
    <img src={url} alt={title} style={{ maxWidth: '100%', maxHeight: 480 }} data-testid="kyc-preview" />
  );
}

function Decide({ document, onDone }: { document: OperatorKycDocument; onDone: (message: string) => void }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<KycRejectionReason>(KYC_REJECTION_CODES[0]);
  const [name, setName] = useState('');
  const { busy, error, send } = useSend();
  const label = `${document.username} – ${t(KIND[document.kind])}`;
  return (
    <Stack gap="2">
      {document.kind === 'identity' && !rejecting && (
        <Input
          size="sm"
          aria-label={t('Name on the document ({label})', { label })}
          placeholder={t('Name on the document, if it differs: {name}', { name: document.fullName })}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      {rejecting ? (
        <HStack>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label={t('Reason for {label}', { label })}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value as KycRejectionReason)}
            >
              {KYC_REJECTION_CODES.map((code) => (
                <option key={code} value={code}>
                  {t(KYC_REJECTION_REASONS[code])}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
          <Button size="sm" colorPalette="red" loading={busy} onClick={() => send(() => kycApi.review(document.id, { decision: 'reject', reason }), onDone)}>
            {t('Reject')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
            {t('Cancel')}
          </Button>
        </HStack>
      ) : (
        <HStack>
          <Button
            size="sm"
            colorPalette="green"
            loading={busy}
            aria-label={t('Approve {label}', { label })}
            onClick={() =>
              send(
                () => kycApi.review(document.id, name.trim().length >= 2 ? { decision: 'approve', verifiedName: name.trim() } : { decision: 'approve' }),
                onDone,
              )
            }
          >
            {t('Approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" aria-label={t('Reject {label}', { label })} onClick={() => setRejecting(true)}>
            {t('Reject')}
          </Button>
        </HStack>
      )}
      <ErrorLine text={error} />
    </Stack>
  );
}

export function KycPage() {
  const [status, setStatus] = useState<KycDocumentStatus>('pending');
  const [open, setOpen] = useState<string>();
  const { data, error, isFetching: loading, refetch } = useQuery({ queryKey: ['kyc', status], queryFn: () => kycApi.documents(status) });
  const { notice, done } = useNotice(refetch);
  return (
    <Stack gap="4">
      <Heading size="lg">{t('Verification')}</Heading>
      <HStack role="tablist" aria-label={t('Status')}>
        {KYC_DOCUMENT_STATUSES.map((each) => (
          <Button
            key={each}
            role="tab"
            aria-selected={each === status}
            size="sm"
            variant={each === status ? 'solid' : 'outline'}
            onClick={() => setStatus(each)}
          >
            {t(STATUS[each].label)}
          </Button>
        ))}
      </HStack>
      <Notice text={notice} />
      <LoadedTable
        load={{ data, error, loading }}
        empty={t('No entries.')}
        columns={
          <>
            <Table.ColumnHeader>{t('Player')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Document')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Uploaded')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('State')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </>
        }
      >
        {(documents) =>
          documents.map((document) => (
            <Table.Row key={document.id} data-testid={`kyc-row-${document.id}`}>
              <Table.Cell>
                <Text fontWeight="semibold">{document.username}</Text>
                <Text fontSize="sm">{document.fullName}</Text>
              </Table.Cell>
              <Table.Cell>
                <Text>{t(KIND[document.kind])}</Text>
                <Text fontSize="xs">
                  {document.contentType} · {Math.ceil(document.size / 1024)} KB
                </Text>
              </Table.Cell>
              <Table.Cell>{dateTime(document.uploadedAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS[document.status].palette}>{t(STATUS[document.status].label)}</Badge>
                {document.reason && <Text fontSize="xs">{t(document.reason)}</Text>}
                {document.reviewedBy && <Text fontSize="xs">{t('Reviewed by {operator}', { operator: document.reviewedBy })}</Text>}
              </Table.Cell>
              <Table.Cell minW="320px">
                <Stack gap="2">
                  <Button
                    size="sm"
                    variant="ghost"
                    alignSelf="flex-start"
                    aria-label={t('Open {label}', { label: `${document.username} – ${t(KIND[document.kind])}` })}
                    onClick={() => setOpen(open === document.id ? undefined : document.id)}
                  >
                    {open === document.id ? t('Close file') : t('Open file')}
                  </Button>
                  {open === document.id && <Preview document={document} />}
                  {document.status === 'pending' && <Decide document={document} onDone={done} />}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
