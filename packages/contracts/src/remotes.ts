import type { DialogName } from './bus';

/** The five independently deployed remotes, by federation name. */
export const REMOTE_NAMES = ['casino', 'sports', 'account', 'payments', 'cms'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The single module every remote exposes: its remote-kit declaration, whose default export is its single-spa parcel. */
export const REMOTE_EXPOSE = 'parcel';

/** GET ./api/platform/remotes — name → manifest URL, from server configuration. */
export type RemoteMap = Record<RemoteName, string>;

/**
 * The dialogs whose body a remote renders, by owner: the shell mounts the owning remote into the
 * dialog's frame (mount prop `dialog`), the owner declares a body for each (remote-kit's dialog map).
 */
export const DIALOG_OWNERS = {
  deposit: 'payments',
  withdraw: 'payments',
  depositSheet: 'payments',
  gamePlay: 'casino',
  promotion: 'cms',
} as const satisfies Partial<Record<DialogName, RemoteName>>;
export type RemoteOwnedDialog = keyof typeof DIALOG_OWNERS;

/** The dialogs a remote must render: one body each (a missing one does not compile). */
export type OwnedDialog<R extends RemoteName> = { [D in RemoteOwnedDialog]: (typeof DIALOG_OWNERS)[D] extends R ? D : never }[RemoteOwnedDialog];

/** The remote that renders a dialog's body, or none for the shell's own dialogs. */
export function dialogOwner(name: DialogName): { dialog: RemoteOwnedDialog; remote: RemoteName } | undefined {
  return name in DIALOG_OWNERS ? { dialog: name as RemoteOwnedDialog, remote: DIALOG_OWNERS[name as RemoteOwnedDialog] } : undefined;
}
