// Where the aggregator simulator plays each supplier and with what: the casino's adapters point here
// (CASINO_SIMULATOR), and the simulator checks their launch requests with the same credentials.
import type { CasinoSupplierName, SIMULATED_WALLET_PROVIDERS } from '../../config';
import type { SupplierCredentials } from '../casino';

export const SIMULATOR_PREFIX = '/simulator';

/** each supplier's path under the prefix, and the provider name its wallet calls use (/api/wallet/<provider>/…; its secret: config.ts) */
export const SIMULATED_SUPPLIERS: Record<CasinoSupplierName, { slug: string; walletProvider: (typeof SIMULATED_WALLET_PROVIDERS)[number] }> = {
  SoftGamings: { slug: 'softgamings', walletProvider: 'softgamings' },
  'Egt Digital': { slug: 'egt', walletProvider: 'egt-digital' },
  Amusnet: { slug: 'amusnet', walletProvider: 'amusnet' },
  EveryMatrix: { slug: 'everymatrix', walletProvider: 'everymatrix' },
  Digitain: { slug: 'digitain', walletProvider: 'digitain' },
};

/** the launch credentials the simulated suppliers issued us (development and tests only) */
export const SIMULATOR_CREDENTIALS: SupplierCredentials = { operatorId: 'arena-dev', key: 'simulator-key', secret: 'simulator-launch-secret' };

/** where the casino's adapter of `supplier` sends its launch requests while the simulator plays it */
export const simulatedSupplier = (supplier: CasinoSupplierName) => ({
  baseUrl: `${SIMULATOR_PREFIX}/${SIMULATED_SUPPLIERS[supplier].slug}`,
  credentials: SIMULATOR_CREDENTIALS,
});

/** the demo game page of a launch session */
export const simulatorGameUrl = (token: string, language: string) =>
  `${SIMULATOR_PREFIX}/game/${encodeURIComponent(token)}?lang=${language === 'en' ? 'en' : 'tr'}`;
