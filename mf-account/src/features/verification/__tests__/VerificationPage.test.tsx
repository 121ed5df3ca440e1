import { fireEvent, screen, waitFor } from '@testing-library/react';
import { KYC_MAX_BYTES, type KycStatus } from '@arena/contracts';
import { renderRemoteAt } from '@arena/remote-kit/testing';
import { createFakeEndpoints } from '@arena/api-client/testing';
import remote from '../../../remote';

const api = createFakeEndpoints();
jest.mock('@arena/remote-kit', () => ({ ...jest.requireActual('@arena/remote-kit'), useApi: () => api }));

const PATH = '/dashboard/verification';
const EN = { i18n: { locale: 'en', translations: {} } };
const TR = {
  i18n: { locale: 'tr', translations: { 'Identity document': 'Kimlik belgesi', 'Your documents are being reviewed.': 'Belgeleriniz inceleniyor.' } },
};

const none: KycStatus = { state: 'none', requiredToWithdraw: true, requiredToDeposit: false, renewal: null, verifiedAt: null, validUntil: null, documents: [] };
const rejected: KycStatus = {
  ...none,
  state: 'rejected',
  documents: [
    {
      id: '6f1c3a52-5f8e-4d43-9d0f-2b1f0c1a9e11',
      kind: 'identity',
      status: 'rejected',
      reason: 'The document cannot be read: send a sharper photo or scan showing all four corners.',
      uploadedAt: '2026-12-01T09:00:00.000Z',
      reviewedAt: '2026-12-01T10:00:00.000Z',
    },
  ],
};

function choose(file: File) {
  fireEvent.change(screen.getByTestId('verification-file'), { target: { files: [file] } });
}

beforeEach(() => {
  api.kycStatus.mockReset();
  api.kycUpload.mockReset();
});

describe('/dashboard/verification', () => {
  it('says what is missing and what it blocks, and lists the documents with the reason of a refusal', async () => {
    api.kycStatus.mockResolvedValue(rejected);
    renderRemoteAt(remote, PATH, EN);
    expect(await screen.findByTestId('verification-state')).toHaveAttribute('data-state', 'rejected');
    expect(screen.getByText('Withdrawals open once your identity document and proof of address are approved.')).toBeInTheDocument();
    const document = screen.getByTestId(`verification-document-${rejected.documents[0].id}`);
    expect(document).toHaveTextContent('Identity document');
    expect(document).toHaveTextContent('Rejected');
    expect(document).toHaveTextContent('The document cannot be read');
    expect(screen.getByTestId('verification-form')).toBeInTheDocument();
  });

  it('sends the chosen file as base64 with its kind, then shows the new state', async () => {
    api.kycStatus.mockResolvedValueOnce(none).mockResolvedValue({ ...none, state: 'pending' });
    api.kycUpload.mockResolvedValue({ success: true, message: 'Your document has been received and will be reviewed.' });
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('verification-form');
    fireEvent.change(screen.getByTestId('verification-kind'), { target: { value: 'address' } });
    choose(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'bill.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('verification-submit'));
    expect(await screen.findByTestId('verification-notice')).toHaveTextContent('Your document has been received and will be reviewed.');
    // '%PDF-' in base64
    expect(api.kycUpload).toHaveBeenCalledWith({ kind: 'address', content: 'JVBERi0=' });
    await waitFor(() => expect(screen.getByTestId('verification-state')).toHaveAttribute('data-state', 'pending'));
  });

  it('stops a file over the size limit before sending it, and asks for a file when none is chosen', async () => {
    api.kycStatus.mockResolvedValue(none);
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('verification-form');
    fireEvent.click(screen.getByTestId('verification-submit'));
    expect(await screen.findByTestId('verification-problem')).toHaveTextContent('Choose a file first.');
    const big = new File(['x'], 'id.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: KYC_MAX_BYTES + 1 });
    choose(big);
    fireEvent.click(screen.getByTestId('verification-submit'));
    expect(await screen.findByTestId('verification-problem')).toHaveTextContent('The file is larger than 5 MB.');
    expect(api.kycUpload).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the file", async () => {
    api.kycStatus.mockResolvedValue(none);
    api.kycUpload.mockRejectedValue(new Error('Send a JPEG, PNG or PDF file.'));
    renderRemoteAt(remote, PATH, EN);
    await screen.findByTestId('verification-form');
    choose(new File(['<svg/>'], 'id.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByTestId('verification-submit'));
    expect(await screen.findByTestId('verification-problem')).toHaveTextContent('Send a JPEG, PNG or PDF file.');
  });

  it('speaks Turkish', async () => {
    api.kycStatus.mockResolvedValue({ ...none, state: 'pending', documents: [{ ...rejected.documents[0], status: 'pending', reason: null }] });
    renderRemoteAt(remote, PATH, TR);
    expect(await screen.findByText('Belgeleriniz inceleniyor.')).toBeInTheDocument();
    expect(screen.getByTestId(`verification-document-${rejected.documents[0].id}`)).toHaveTextContent('Kimlik belgesi');
  });

  it('offers a retry when the state cannot be loaded', async () => {
    api.kycStatus
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ ...none, state: 'verified', requiredToWithdraw: false, validUntil: '2028-12-01T10:00:00.000Z' });
    renderRemoteAt(remote, PATH, EN);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('verification-state')).toHaveAttribute('data-state', 'verified');
    expect(screen.queryByTestId('verification-form')).not.toBeInTheDocument();
    expect(screen.getByText(/Valid until/)).toBeInTheDocument();
  });
});
