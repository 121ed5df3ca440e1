// Where the documents' files live: a folder of their own (KYC_DOCUMENTS_DIR), outside every folder the
// server serves, readable by the server's user alone. A file is named by random bytes, never by the
// player or the name they sent; what it is comes from its first bytes, not from what the browser said.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { KycContentType } from '@arena/contracts';

const run = promisify(execFile);

/** JPEG, PNG and PDF by their signatures; anything else (an executable, an SVG, HTML renamed .jpg) is not a document */
export function sniffContentType(bytes: Buffer): KycContentType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** A virus scanner: false refuses the file. The default refuses the EICAR test file; production plugs a real one (KYC_SCAN_COMMAND). */
export interface DocumentScanner {
  clean(file: { bytes: Buffer; path: string }): Promise<boolean>;
}

/** the standard anti-virus test string (eicar.org): every scanner reports it, so it proves the hook is wired */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

export const eicarScanner: DocumentScanner = {
  clean: async ({ bytes }) => !bytes.includes(EICAR, 0, 'latin1'),
};

/**
 * A scanner command, run with the file's path as its last argument: exit 0 is clean, anything else (a
 * find, a failure to scan) refuses the upload. The EICAR check runs first, so the hook is proven even
 * when the command is not there.
 */
export function commandScanner(command: string): DocumentScanner {
  const [file, ...args] = command.split(/\s+/).filter(Boolean);
  return {
    async clean(document) {
      if (!(await eicarScanner.clean(document))) return false;
      try {
        await run(file, [...args, document.path], { timeout: 60_000 });
        return true;
      } catch {
        return false;
      }
    },
  };
}

export interface DocumentStore {
  /** writes the file under a new random name (readable by this user only) and returns the name */
  save(bytes: Buffer): Promise<{ fileName: string; path: string }>;
  read(fileName: string): Promise<Buffer>;
  remove(fileName: string): Promise<void>;
}

/** names are 32 hex digits: nothing of the player's, and no way out of the folder */
const FILE_NAME = /^[0-9a-f]{32}$/;

export function createDocumentStore(dir: string): DocumentStore {
  const pathOf = (fileName: string) => {
    if (!FILE_NAME.test(fileName)) throw new Error(`not a document file name: ${fileName}`);
    return path.join(dir, fileName);
  };
  return {
    async save(bytes) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const fileName = randomBytes(16).toString('hex');
      const file = pathOf(fileName);
      await writeFile(file, bytes, { mode: 0o600, flag: 'wx' });
      return { fileName, path: file };
    },
    read: (fileName) => readFile(pathOf(fileName)),
    remove: (fileName) => rm(pathOf(fileName), { force: true }),
  };
}
