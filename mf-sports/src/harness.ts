import { startHarness } from '@arena/remote-kit';
import * as parcel from './parcel';

void startHarness('sports', parcel);
