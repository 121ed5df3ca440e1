import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperatorKycDocument } from '@arena/contracts';
import { api } from '../../../api/calls';
import { renderBackoffice } from '../../../__tests__/render';
import { kycApi } from '../api/calls';

// every call a jest.fn(): each test says what the server answers
jest.mock('../../../api/calls', () => {
  const { api: actual } = jest.requireActual<typeof import('../../../api/calls')>('../../../api/calls');
  return { api: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
jest.mock('../api/calls', () => {
  const { kycApi: actual } = jest.requireActual<typeof import('../api/calls')>('../api/calls');
  return { kycApi: Object.fromEntries(Object.keys(actual).map((name) => [name, jest.fn()])) };
});
const mocked = jest.mocked(kycApi);

const document = (overrides: Partial<OperatorKycDocument> = {}): OperatorKycDocument => ({
  id: '0b6c2f4e-8d3a-4f51-9a27-6e1d5c9b7a10',
  userId: 12,
  username: 'ayse',
  fullName: 'Ayşe Yılmaz',
  kind: 'identity',
  status: 'pending',
  contentType: 'image/png',
  size: 204_800,
  reason: null,
  uploadedAt: '2026-12-03T09:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  ...overrides,
});
const ADDRESS = document({ id: '5a0e1c7d-2b4f-4c3e-8f6a-9d1b2c3e4f50', kind: 'address', contentType: 'application/pdf' });

describe('verification review', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.resetAllMocks();
    sessionStorage.setItem('arena-backoffice-token', 'operator-token');
    jest.mocked(api).me.mockResolvedValue({ username: 'risk1', role: 'risk' });
    URL.createObjectURL = jest.fn(() => 'blob:document');
    URL.revokeObjectURL = jest.fn();
  });

  it('lists the queue, opens a file in the session and approves an identity document with the name it prints', async () => {
    mocked.documents.mockResolvedValueOnce([document(), ADDRESS]).mockResolvedValue([ADDRESS]);
    mocked.file.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
    mocked.review.mockResolvedValue('The document is approved.');
    renderBackoffice('/verification');
    const row = (await screen.findByText('Identity document')).closest('tr')!;
    expect(mocked.documents).toHaveBeenCalledWith('pending');
    expect(within(row).getByText('Ayşe Yılmaz')).toBeInTheDocument();

    fireEvent.click(within(row).getByRole('button', { name: 'Open ayse – Identity document' }));
    expect(await within(row).findByRole('img', { name: 'Document of ayse' })).toHaveAttribute('src', `data:image/png;base64,${btoa('png')}`);
    expect(mocked.file).toHaveBeenCalledWith(document().id);

    fireEvent.change(within(row).getByRole('textbox', { name: 'Name on the document (ayse – Identity document)' }), { target: { value: 'Ayşe Nur Yılmaz' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Approve ayse – Identity document' }));
    await waitFor(() => expect(mocked.review).toHaveBeenCalledWith(document().id, { decision: 'approve', verifiedName: 'Ayşe Nur Yılmaz' }));
    expect(await screen.findByText('The document is approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Identity document')).not.toBeInTheDocument());
  });

  it('rejects with a reason from the list only, and shows a refusal next to the row', async () => {
    mocked.documents.mockResolvedValue([ADDRESS]);
    mocked.review.mockRejectedValue(new Error('The document has already been reviewed.'));
    mocked.file.mockResolvedValue(new Blob(['%PDF-'], { type: 'application/pdf' }));
    renderBackoffice('/verification');
    const row = (await screen.findByText('Proof of address')).closest('tr')!;
    // a PDF is saved, not framed
    fireEvent.click(within(row).getByRole('button', { name: 'Open ayse – Proof of address' }));
    expect(await within(row).findByRole('link', { name: 'Save the PDF' })).toHaveAttribute('href', 'blob:document');
    fireEvent.click(within(row).getByRole('button', { name: 'Reject ayse – Proof of address' }));
    fireEvent.change(within(row).getByRole('combobox', { name: 'Reason for ayse – Proof of address' }), { target: { value: 'tooOld' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(mocked.review).toHaveBeenCalledWith(ADDRESS.id, { decision: 'reject', reason: 'tooOld' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('The document has already been reviewed.');
  });

  it('shows decided documents with their reason and reviewer, without actions', async () => {
    mocked.documents.mockResolvedValueOnce([]).mockResolvedValue([
      document({
        status: 'rejected',
        reason: 'The document has expired: send one that is still valid.',
        reviewedBy: 'risk1',
        reviewedAt: '2026-12-03T10:00:00.000Z',
      }),
    ]);
    renderBackoffice('/verification');
    expect(await screen.findByText('No entries.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const row = (await screen.findByText('The document has expired: send one that is still valid.')).closest('tr')!;
    expect(mocked.documents).toHaveBeenLastCalledWith('rejected');
    expect(within(row).getByText('Reviewed by risk1')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('is not on the menu of a role that does not review documents', async () => {
    jest.mocked(api).me.mockResolvedValue({ username: 'editor', role: 'content' });
    renderBackoffice('/verification');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
    expect(mocked.documents).not.toHaveBeenCalled();
  });
});
