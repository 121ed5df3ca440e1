import type { AxiosInstance } from 'axios';
import type { PopupBanner, ContentCategory, ContentItem, DomainsSetting, Language, MenuItem, SiteOption, Translation } from '@arena/contracts';
import { getData, postData } from './request';

/** Menus by slug: the desktop nav bar reads 'main', the mobile sidebar 'mobile'. */
export type MenuSlug = 'main' | 'mobile';

export const cmsEndpoints = (http: AxiosInstance) => ({
  languageList: () => getData<Language[]>(http, 'cms/languagelist'),
  translationList: () => getData<Translation[]>(http, 'cms/translationlist'),
  siteOptionList: () => postData<(SiteOption & { status?: boolean })[]>(http, 'cms/siteoptionlist', {}),
  domainStatus: () => getData<DomainsSetting>(http, 'cms/domainstatus'),
  categoryList: () => getData<ContentCategory[]>(http, 'cms/categorylist'),
  contentList: (categoryId = 1) => postData<ContentItem[]>(http, 'cms/contentlist', { status: true, categoryId }),
  page: (id: number) => getData<{ id: number; title: string; body: string }>(http, `cms/page/${id}`),
  menuList: (slug: MenuSlug = 'main') => getData<MenuItem[]>(http, 'cms/menulist', { slug }),
  popup: () => getData<PopupBanner | null>(http, 'cms/popup'),
});
