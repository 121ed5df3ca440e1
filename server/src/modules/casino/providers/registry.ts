// One adapter per AdapterName, built from config.casino; which one launches a game.
import { aggregatorOf, type Game } from '@arena/contracts';
import { CASINO_SUPPLIERS, type CasinoConfig, type CasinoSupplierName } from '../../../config';
import type { SupplierHttp } from './http';
import { originalsAdapter } from './originals';
import { type AdapterName, type CasinoProviderAdapter, LaunchUnavailableError } from './provider';
import type { ProviderCredentials } from './credentials';
import { createSupplierAdapter, type SupplierCredentials } from './suppliers';

export type CasinoProviders = Readonly<Record<AdapterName, CasinoProviderAdapter>>;

export interface CasinoProvidersDeps {
  casino: CasinoConfig;
  http: SupplierHttp;
  /** the credentials entered in the back office (over the environment's) */
  credentials: Pick<ProviderCredentials, 'entered'>;
  /** the Hub88 adapter (providers/hub88), built with its own configuration; without it Hub88 games are unavailable */
  hub88?: CasinoProviderAdapter;
  /** with the aggregator simulator on (config.casino.simulator): where it plays a supplier, with which credentials */
  simulated?: (supplier: CasinoSupplierName) => { baseUrl: string; credentials: SupplierCredentials };
}

const unavailable = (name: AdapterName): CasinoProviderAdapter => ({
  name,
  available: () => false,
  launch: () => Promise.reject(new LaunchUnavailableError(name)),
});

export function createCasinoProviders({ casino, http, credentials, hub88 = unavailable('Hub88'), simulated }: CasinoProvidersDeps): CasinoProviders {
  const supplier = (name: CasinoSupplierName) =>
    createSupplierAdapter(name, {
      settings: casino.providers[name],
      entered: () => credentials.entered(name),
      http,
      timeoutMs: casino.launchTimeoutMs,
      simulator: simulated ? simulated(name) : null,
    });
  const suppliers = Object.fromEntries((Object.keys(CASINO_SUPPLIERS) as CasinoSupplierName[]).map((name) => [name, supplier(name)]));
  return { ...(suppliers as Record<CasinoSupplierName, CasinoProviderAdapter>), Hub88: hub88, 'Arena Originals': originalsAdapter };
}

/** Our own games (system 'arena') are Arena Originals whatever aggregator lists them; the rest go through their providerName. */
export function adapterNameOf(game: Pick<Game, 'system' | 'providerName'>): AdapterName | null {
  if (game.system === 'arena') return 'Arena Originals';
  return aggregatorOf(game.providerName);
}
