import { remoteRouteSuite } from '@arena/remote-kit/playwright';

export default remoteRouteSuite(__dirname);
