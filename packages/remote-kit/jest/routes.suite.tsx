// The routes test every remote runs (added to its jest run by remote-kit's jest preset).
import remote from '@arena/this-remote';
import { describeRemoteRoutes } from '../src/testing';

describeRemoteRoutes(remote);
