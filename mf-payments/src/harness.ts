import { startHarness } from '@arena/remote-kit';
import * as parcel from './parcel';

startHarness('payments', parcel);
