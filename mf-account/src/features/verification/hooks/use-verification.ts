import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycDocumentKind } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

export const VERIFICATION_KEY = ['kycStatus'] as const;

/** A file's bytes as base64, as the upload carries them. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // readAsDataURL yields a string
    reader.onload = () => resolve((reader.result as string).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The player's verification state, and an upload that refreshes it; false when the server refused (the api client showed why). */
export function useVerification() {
  const api = useApi();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: VERIFICATION_KEY, queryFn: () => api.kycStatus() });
  const upload = async (kind: KycDocumentKind, file: Blob): Promise<{ ok: true; message: string } | { ok: false; message: string }> => {
    try {
      const reply = await api.kycUpload({ kind, content: await readAsBase64(file) });
      await queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY });
      return { ok: true, message: reply.message };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : '' };
    }
  };
  return { status, upload };
}
