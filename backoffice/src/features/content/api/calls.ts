// The Content screens' calls (@arena/contracts operatorEndpoints, operator/content/…), answering the reply's data or message.
import type {
  ContentKind,
  OperatorBanner,
  OperatorContent,
  OperatorDomains,
  OperatorPage,
  OperatorPopup,
  OperatorPromotion,
  OperatorSiteOption,
  OperatorTranslation,
  OperatorTranslationRow,
} from '@arena/contracts';
import { http } from '../../../api/client';

interface Reply<T> {
  success: true;
  message: string;
  data: T;
}

/**
 * The snapshot's items as the server stores them: the saved input with its id (and its place where
 * ordered). Spelled out here because the contract builds these schemas from the inputs' properties,
 * which TypeScript sees only as "an object with an id".
 */
export type StoredBanner = OperatorBanner & { id: number; sort: number };
export type StoredPromotion = OperatorPromotion & { id: number; sort: number };
export type StoredPage = OperatorPage & { id: number };
export type StoredPopup = OperatorPopup & { id: number };
export type ContentSnapshot = Omit<OperatorContent, 'banners' | 'promotions' | 'pages' | 'popups'> & {
  banners: StoredBanner[];
  promotions: StoredPromotion[];
  pages: StoredPage[];
  popups: StoredPopup[];
};

const data = async <T>(request: Promise<{ data: Reply<T> }>): Promise<T> => (await request).data.data;
const message = async (request: Promise<{ data: { message: string } }>): Promise<string> => (await request).data.message;

export const contentApi = {
  content: () => data<ContentSnapshot>(http.get('content')),
  translations: () => data<OperatorTranslationRow[]>(http.get('content/translations')),
  saveBanner: (banner: OperatorBanner) => message(http.post('content/banner', banner)),
  savePromotion: (promotion: OperatorPromotion) => message(http.post('content/promotion', promotion)),
  savePage: (page: OperatorPage) => message(http.post('content/page', page)),
  savePopup: (popup: OperatorPopup) => message(http.post('content/popup', popup)),
  publish: (kind: ContentKind, id: number, published: boolean) => message(http.post('content/publish', { kind, id, published })),
  reorder: (kind: 'banner' | 'promotion', ids: number[]) => message(http.post('content/reorder', { kind, ids })),
  remove: (kind: ContentKind, id: number) => message(http.post('content/delete', { kind, id })),
  saveCategoryPages: (categoryId: number, pageIds: number[]) => message(http.post('content/category-pages', { categoryId, pageIds })),
  saveTranslation: (translation: OperatorTranslation) => message(http.post('content/translation', translation)),
  deleteTranslation: (key: string) => message(http.post('content/translation/delete', { key })),
  saveSiteOption: (option: OperatorSiteOption) => message(http.post('content/site-option', option)),
  deleteSiteOption: (key: string) => message(http.post('content/site-option/delete', { key })),
  saveDomains: (domains: OperatorDomains) => message(http.post('content/domains', domains)),
};
