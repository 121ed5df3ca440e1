import { createRemoteParcel } from '@arena/remote-kit';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = createRemoteParcel('account', App);
