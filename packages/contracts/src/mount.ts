import type { RemoteBus } from './bus';
import type { RemoteName, RemoteOwnedDialog } from './remotes';

/** A dialog the shell mounts a remote into: the remote renders that dialog's body instead of its pages. */
export interface RemoteDialogMount {
  name: RemoteOwnedDialog;
  /** what the opener passed with `dialog/open` */
  props?: Readonly<Record<string, unknown>>;
  /** closes the dialog (the shell's frame; at most one dialog is open) */
  close: () => void;
}

/** What the shell passes to a remote's parcel `mount` (single-spa custom props). */
export interface RemoteMountProps {
  /** the remote's view of the shell's bus */
  bus: RemoteBus;
  /** contract version of the shell that mounts the parcel */
  contractVersion: string;
  remote: RemoteName;
  /** set when the parcel is mounted into a dialog's frame rather than the content area (since 2.1) */
  dialog?: RemoteDialogMount;
}
