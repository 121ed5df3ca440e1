// The launch requests of the aggregators the casino calls itself (Hub88 lives in hub88/): what each
// sends and how it reads the answer. The aggregator simulator answers these very requests, so both
// sides share this file. SoftGamings (Fundist's User/AuthHTML) is a signed GET answering "1,<html>";
// the others are JSON POSTs signed with HMAC-SHA256 of the raw body, answering the game URL.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { CasinoSupplierConfig, CasinoSupplierName } from '../../../config';
import type { SupplierHttp } from './http';
import { LaunchFailedError, LaunchUnavailableError, type CasinoProviderAdapter, type LaunchContext, type LaunchResult } from './provider';

export interface SupplierCredentials {
  operatorId: string;
  key: string;
  secret: string;
}

/** hex HMAC-SHA256 of a JSON launch request's raw body */
export const launchSignature = (secret: string, rawBody: string) => createHmac('sha256', secret).update(rawBody).digest('hex');

export type JsonSupplierName = Exclude<CasinoSupplierName, 'SoftGamings'>;

export interface JsonLaunchSpec {
  /** after the base URL */
  path: string;
  /** the header carrying launchSignature */
  signatureHeader: string;
  body(context: LaunchContext, credentials: SupplierCredentials): Record<string, unknown>;
  /** the body's fields holding the launch session's token and the player's language */
  tokenField: string;
  languageField: string;
  /** the game URL in the supplier's JSON answer */
  urlOf(reply: unknown): unknown;
  /** the same answer, as the supplier (the simulator) writes it */
  reply(url: string): unknown;
}

const field = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);

export const JSON_SUPPLIERS: Record<JsonSupplierName, JsonLaunchSpec> = {
  'Egt Digital': {
    path: '/launch',
    tokenField: 'sessionToken',
    languageField: 'language',
    signatureHeader: 'x-egt-signature',
    body: (c, { operatorId }) => ({
      operatorId,
      playerId: c.player.userCode,
      screenName: c.player.username,
      sessionToken: c.token,
      gameId: c.game.gameCode,
      currency: c.player.currency,
      language: c.language,
      platform: c.platform === 'mobile' ? 2 : 1,
      lobbyUrl: c.lobbyUrl,
    }),
    urlOf: (reply) => field(reply, 'url'),
    reply: (url) => ({ url }),
  },
  Amusnet: {
    path: '/game/launch',
    tokenField: 'defenceCode',
    languageField: 'lang',
    signatureHeader: 'x-amusnet-hash',
    body: (c, { operatorId }) => ({
      portalCode: operatorId,
      playerId: c.player.userCode,
      screenName: c.player.username,
      defenceCode: c.token,
      gameId: c.game.gameCode,
      currency: c.player.currency,
      lang: c.language,
      client: c.platform,
      closeUrl: c.lobbyUrl,
    }),
    urlOf: (reply) => field(reply, 'gameUrl'),
    reply: (gameUrl) => ({ gameUrl }),
  },
  EveryMatrix: {
    path: '/casino/launch',
    tokenField: 'sessionId',
    languageField: 'language',
    signatureHeader: 'x-em-signature',
    body: (c, { operatorId }) => ({
      domainId: operatorId,
      userId: c.player.userCode,
      sessionId: c.token,
      gameCode: c.game.gameCode,
      productId: c.game.productId,
      language: c.language,
      currency: c.player.currency,
      isMobile: c.platform === 'mobile',
      lobbyUrl: c.lobbyUrl,
      userIp: c.ip,
    }),
    urlOf: (reply) => field(reply, 'launchUrl'),
    reply: (launchUrl) => ({ launchUrl }),
  },
  Digitain: {
    path: '/api/game/launch',
    tokenField: 'token',
    languageField: 'languageCode',
    signatureHeader: 'x-dt-signature',
    body: (c, { operatorId }) => ({
      partnerId: operatorId,
      token: c.token,
      playerId: c.player.userCode,
      gameCode: c.game.gameCode,
      languageCode: c.language,
      currencyCode: c.player.currency,
      deviceType: c.platform === 'mobile' ? 'Mobile' : 'Desktop',
      exitUrl: c.lobbyUrl,
    }),
    urlOf: (reply) => field(reply, 'data', 'url'),
    reply: (url) => ({ status: 'OK', data: { url } }),
  },
};

/** Fundist's User/AuthHTML request: its path (after the base URL) with the query, and the hash over its fields. */
export interface SoftGamingsAuthQuery {
  Login: string;
  Password: string;
  System: string;
  TID: string;
  Page: string;
  UserIP: string;
  Currency: string;
  Language: string;
  IsMobile: string;
  UserAutoCreate: string;
}

export const softGamingsHash = (key: string, secret: string, q: Pick<SoftGamingsAuthQuery, 'UserIP' | 'TID' | 'Login' | 'Password' | 'System'>) =>
  createHash('md5').update(`User/AuthHTML/${q.UserIP}/${q.TID}/${key}/${q.Login}/${q.Password}/${q.System}/${secret}`).digest('hex');

export function softGamingsLaunchPath(c: LaunchContext, { key, secret }: SupplierCredentials): string {
  const query: SoftGamingsAuthQuery = {
    Login: c.player.userCode,
    // the launch session's token is the one-time password the supplier passes back in its wallet calls
    Password: c.token,
    System: c.game.system,
    TID: randomUUID(),
    Page: c.game.gameCode,
    UserIP: c.ip,
    Currency: c.player.currency,
    Language: c.language,
    IsMobile: c.platform === 'mobile' ? '1' : '0',
    UserAutoCreate: '1',
  };
  const search = new URLSearchParams({ ...query, Hash: softGamingsHash(key, secret, query) });
  return `/System/Api/${encodeURIComponent(key)}/User/AuthHTML/?${search.toString()}`;
}

export interface SupplierAdapterDeps {
  settings: CasinoSupplierConfig;
  /** the credentials entered in the back office, read at each launch: each field entered replaces the settings' */
  entered: () => Partial<CasinoSupplierConfig>;
  http: SupplierHttp;
  timeoutMs: number;
  /** set when the aggregator simulator plays the supplier: its base URL and credentials replace the settings */
  simulator: { baseUrl: string; credentials: SupplierCredentials } | null;
}

function endpointOf({ settings, entered, simulator }: SupplierAdapterDeps): { baseUrl: string; credentials: SupplierCredentials } | null {
  if (simulator) return simulator;
  const { baseUrl, operatorId, key, secret } = { ...settings, ...entered() };
  return baseUrl && operatorId && key && secret ? { baseUrl, credentials: { operatorId, key, secret } } : null;
}

export function createSupplierAdapter(name: CasinoSupplierName, deps: SupplierAdapterDeps): CasinoProviderAdapter {
  const { http, timeoutMs } = deps;

  async function launchSoftGamings(context: LaunchContext, baseUrl: string, credentials: SupplierCredentials): Promise<LaunchResult> {
    const { status, body } = await http({ method: 'GET', url: `${baseUrl}${softGamingsLaunchPath(context, credentials)}`, timeoutMs });
    // "1,<html>" on success, "<code>,<error text>" otherwise
    if (status !== 200 || !body.startsWith('1,')) throw new LaunchFailedError(name, `HTTP ${status}: ${body.slice(0, 200)}`);
    return { kind: 'html', html: body.slice(2) };
  }

  async function launchJson(spec: JsonLaunchSpec, context: LaunchContext, baseUrl: string, credentials: SupplierCredentials): Promise<LaunchResult> {
    const rawBody = JSON.stringify(spec.body(context, credentials));
    const headers = { 'content-type': 'application/json', 'x-api-key': credentials.key, [spec.signatureHeader]: launchSignature(credentials.secret, rawBody) };
    const { status, body } = await http({ method: 'POST', url: `${baseUrl}${spec.path}`, headers, body: rawBody, timeoutMs });
    let url: unknown;
    try {
      url = status === 200 ? spec.urlOf(JSON.parse(body)) : undefined;
    } catch {
      url = undefined;
    }
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) throw new LaunchFailedError(name, `HTTP ${status}: ${body.slice(0, 200)}`);
    return { kind: 'url', url };
  }

  return {
    name,
    available: () => endpointOf(deps) !== null,
    async launch(context) {
      const endpoint = endpointOf(deps);
      if (endpoint === null) throw new LaunchUnavailableError(name);
      const { baseUrl, credentials } = endpoint;
      return name === 'SoftGamings' ? launchSoftGamings(context, baseUrl, credentials) : launchJson(JSON_SUPPLIERS[name], context, baseUrl, credentials);
    },
  };
}
