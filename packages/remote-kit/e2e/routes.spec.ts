// Every route the remote under test owns renders through the shell, mounted by that remote.
import { describeRouteSuite } from 'e2e/playwright/route-suite';
import { remoteUnderTest } from './remote-under-test';

describeRouteSuite(remoteUnderTest());
