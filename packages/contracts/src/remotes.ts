/** The five independently deployed remotes, by federation name. */
export const REMOTE_NAMES = ['casino', 'sports', 'account', 'payments', 'cms'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The single module every remote exposes: its remote-kit declaration, whose default export is its single-spa parcel. */
export const REMOTE_EXPOSE = 'parcel';

/** GET ./api/platform/remotes — name → manifest URL, from server configuration. */
export type RemoteMap = Record<RemoteName, string>;
