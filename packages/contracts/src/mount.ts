import type { RemoteBus } from './bus';
import type { RemoteName } from './remotes';

/** What the shell passes to a remote's parcel `mount` (single-spa custom props). */
export interface RemoteMountProps {
  /** the remote's view of the shell's bus */
  bus: RemoteBus;
  /** contract version of the shell that mounts the parcel */
  contractVersion: string;
  remote: RemoteName;
}
