// '@arena/this-remote' is the remote being built: webpack-config aliases it to its src/remote.tsx.
import remote from '@arena/this-remote';
import { startHarness } from './harness';

void startHarness(remote);
