import { useState, type FormEvent } from 'react';
import { Badge, Box, Button, Field, Heading, NativeSelect, Spinner, Stack, Text } from '@arena/ui';
import {
  KYC_CONTENT_TYPES,
  KYC_DOCUMENT_KINDS,
  KYC_MAX_BYTES,
  type KycDocument,
  type KycDocumentKind,
  type KycDocumentStatus,
  type KycState,
  type KycStatus,
} from '@arena/contracts';
import { useLocale, useT } from '@arena/i18n';
import { PageFrame } from '@arena/remote-kit';
import { LoadFailure } from '../../../components/LoadFailure';
import { fill, formatDateTime } from '../../../formatting/site-format';
import { useVerification } from '../hooks/use-verification';

export const KIND_LABEL: Record<KycDocumentKind, string> = {
  identity: 'Identity document',
  address: 'Proof of address',
  payment: 'Payment method ownership',
};
const KIND_HINT: Record<KycDocumentKind, string> = {
  identity: 'Your ID card or passport, both sides where there are two.',
  address: 'A utility bill or bank statement from the last three months showing your name and address.',
  payment: 'A photo of your card (middle digits covered) or a statement of the account you pay in from.',
};
const STATE_TEXT: Record<KycState, string> = {
  none: 'You have not been verified yet.',
  pending: 'Your documents are being reviewed.',
  verified: 'Your identity is verified.',
  rejected: 'A document was not accepted: please send a new one.',
  expired: 'Your verification must be renewed: please send new documents.',
};
const STATE_COLOR: Record<KycState, string> = { none: 'gray', pending: 'yellow', verified: 'green', rejected: 'red', expired: 'orange' };
const STATUS_LABEL: Record<KycDocumentStatus, string> = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' };
const STATUS_COLOR: Record<KycDocumentStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const MAX_MB = KYC_MAX_BYTES / 1024 / 1024;

function StateCard({ status }: { status: KycStatus }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box bg="arena.surface" borderRadius="md" p="4" data-testid="verification-state" data-state={status.state}>
      <Stack gap="2">
        <Badge alignSelf="flex-start" colorPalette={STATE_COLOR[status.state]}>
          {t(STATE_TEXT[status.state])}
        </Badge>
        {status.validUntil && <Text fontSize="sm">{fill(t('Valid until {date}.'), { date: formatDateTime(status.validUntil, locale) })}</Text>}
        {status.renewal === 'threshold' && <Text fontSize="sm">{t('Your deposits have reached the amount at which we must verify you again.')}</Text>}
        {status.requiredToWithdraw && <Text fontSize="sm">{t('Withdrawals open once your identity document and proof of address are approved.')}</Text>}
        {status.requiredToDeposit && <Text fontSize="sm">{t('Deposits open once your identity document and proof of address are approved.')}</Text>}
      </Stack>
    </Box>
  );
}

function DocumentRow({ document }: { document: KycDocument }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box as="li" bg="arena.surface" borderRadius="md" p="3" data-testid={`verification-document-${document.id}`}>
      <Stack gap="1">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="1">
          <Text fontWeight="semibold">{t(KIND_LABEL[document.kind])}</Text>
          <Badge alignSelf={{ base: 'flex-start', md: 'center' }} colorPalette={STATUS_COLOR[document.status]}>
            {t(STATUS_LABEL[document.status])}
          </Badge>
        </Stack>
        <Text fontSize="sm" color="arena.muted">
          {formatDateTime(document.uploadedAt, locale)}
        </Text>
        {document.reason && (
          <Text fontSize="sm" color="red.300">
            {document.reason}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function UploadForm({ onUpload }: { onUpload: (kind: KycDocumentKind, file: File) => Promise<{ ok: boolean; message: string }> }) {
  const t = useT();
  const [kind, setKind] = useState<KycDocumentKind>('identity');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    if (!file) return setProblem(t('Choose a file first.'));
    // a hint before a long upload; the server checks the file itself
    if (file.size > KYC_MAX_BYTES) return setProblem(fill(t('The file is larger than {size} MB.'), { size: MAX_MB }));
    setProblem('');
    setSending(true);
    const result = await onUpload(kind, file);
    setSending(false);
    if (result.ok) {
      setNotice(result.message);
      setFile(null);
    } else setProblem(result.message);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('Upload a document')} data-testid="verification-form">
      <Stack gap="3" maxW={{ md: 'lg' }}>
        <Heading as="h2" textStyle="sectionTitle">
          {t('Upload a document')}
        </Heading>
        <Field.Root>
          <Field.Label>{t('Document type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={kind} onChange={(event) => setKind(event.currentTarget.value as KycDocumentKind)} data-testid="verification-kind">
              {KYC_DOCUMENT_KINDS.map((each) => (
                <option key={each} value={each}>
                  {t(KIND_LABEL[each])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>{t(KIND_HINT[kind])}</Field.HelperText>
        </Field.Root>
        <Field.Root invalid={problem !== ''}>
          <Field.Label>{t('File')}</Field.Label>
          <input
            type="file"
            // a native file input is not wired to Field.Label: it carries its name itself
            aria-label={t('File')}
            accept={KYC_CONTENT_TYPES.join(',')}
            onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
            data-testid="verification-file"
          />
          <Field.HelperText>{fill(t('JPEG, PNG or PDF, at most {size} MB.'), { size: MAX_MB })}</Field.HelperText>
          {problem && (
            <Field.ErrorText role="alert" data-testid="verification-problem">
              {problem}
            </Field.ErrorText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="yellow" alignSelf="flex-start" loading={sending} data-testid="verification-submit">
          {t('Send')}
        </Button>
        {notice && (
          <Text color="green.300" role="status" data-testid="verification-notice">
            {notice}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/**
 * /dashboard/verification: the player's verification state, what it blocks, an upload of the three
 * kinds of document and the documents sent, with the reason of a refusal.
 */
export function VerificationPage() {
  const t = useT();
  const { status, upload } = useVerification();
  const value = status.isError ? undefined : status.data;
  return (
    <PageFrame>
      <Stack gap="6">
        <Text>
          {t('We verify the identity of every player before paying out, as our licence requires. Your documents are seen only by our compliance staff.')}
        </Text>
        {status.isFetching && !value && <Spinner color="arena.accent" aria-label={t('Loading...')} data-testid="verification-loading" />}
        {status.isError && !status.isFetching && (
          <LoadFailure message={t('Your verification could not be loaded.')} onRetry={() => void status.refetch()} testId="verification-error" />
        )}
        {value && (
          <>
            <StateCard status={value} />
            {value.state !== 'verified' && <UploadForm onUpload={upload} />}
            {value.documents.length > 0 && (
              <Stack as="section" gap="2" aria-labelledby="verification-documents">
                <Heading as="h2" textStyle="sectionTitle" id="verification-documents">
                  {t('Your documents')}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none">
                  {value.documents.map((document) => (
                    <DocumentRow key={document.id} document={document} />
                  ))}
                </Stack>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </PageFrame>
  );
}
