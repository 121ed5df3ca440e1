import type { ArenaBus } from './bus';
import type { RemoteName } from './remotes';

/** What the shell passes to a remote's parcel `mount` (single-spa custom props). */
export interface RemoteMountProps {
  bus: ArenaBus;
  /** contract version of the shell that mounts the parcel */
  contractVersion: string;
  remote: RemoteName;
}
