import type { AxiosInstance } from 'axios';
import type {
  ApiReply, CasinoCategory, ContentCategory, ContentItem, DomainsSetting, Language, RemoteMap, SiteOption, Translation,
} from '@arena/contracts';

async function get<T>(http: AxiosInstance, url: string): Promise<T> {
  return (await http.get<ApiReply<T>>(url)).data.data as T;
}
async function post<T>(http: AxiosInstance, url: string, body: unknown): Promise<T> {
  return (await http.post<ApiReply<T>>(url, body)).data.data as T;
}

/** One typed function per endpoint of spec §7 (plus the platform calls of our own). */
export function createEndpoints(http: AxiosInstance) {
  return {
    remoteMap: () => get<RemoteMap>(http, 'platform/remotes'),
    languageList: () => get<Language[]>(http, 'cms/languagelist'),
    translationList: () => get<Translation[]>(http, 'cms/translationlist'),
    siteOptionList: () => post<SiteOption[]>(http, 'cms/siteoptionlist', {}),
    domainStatus: () => get<DomainsSetting>(http, 'cms/domainstatus'),
    categoryList: () => get<ContentCategory[]>(http, 'cms/categorylist'),
    contentList: (categoryId = 1) => post<ContentItem[]>(http, 'cms/contentlist', { status: true, categoryId }),
    page: (id: number) => get<{ id: number; title: string; body: string }>(http, `cms/page/${id}`),
    casinoCategoryList: () => get<CasinoCategory[]>(http, 'casino/categorylist'),
    trialBonusAmount: () => get<{ amount: number }>(http, 'bonus/trialbonusamount'),
  };
}

export type Endpoints = ReturnType<typeof createEndpoints>;
