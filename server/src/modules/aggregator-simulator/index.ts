// The aggregator simulator's public surface: its routes (registered only with CASINO_SIMULATOR), where
// it plays each supplier, and the hash of the SoftGamings launch script the site's policy admits.
export { aggregatorSimulatorRoutes, type SimulatorRoutesOptions } from './routes';
export { SIMULATOR_CREDENTIALS, SIMULATOR_PREFIX, simulatedSupplier, simulatorGameUrl } from './endpoints';
export type { SupplierBet, SupplierRollback, SupplierWallet, SupplierWin } from './supplier-wallet';
