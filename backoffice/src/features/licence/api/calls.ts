// The licence screen's call (@arena/contracts operatorIntegrityEndpoints.operatorLicence).
import type { LicenceProfile } from '@arena/contracts';
import { http } from '../../../api/client';

export const licenceApi = {
  /** the licence profile the server runs under, as it enforces it */
  profile: async (): Promise<LicenceProfile> => (await http.get<{ data: LicenceProfile }>('licence')).data.data,
};
