import type { AxiosInstance } from 'axios';
import type { ContentCategory, ContentItem, DomainsSetting, Language, SiteOption, Translation } from '@arena/contracts';
import { getData, postData } from './request';

export const cmsEndpoints = (http: AxiosInstance) => ({
  languageList: () => getData<Language[]>(http, 'cms/languagelist'),
  translationList: () => getData<Translation[]>(http, 'cms/translationlist'),
  siteOptionList: () => postData<SiteOption[]>(http, 'cms/siteoptionlist', {}),
  domainStatus: () => getData<DomainsSetting>(http, 'cms/domainstatus'),
  categoryList: () => getData<ContentCategory[]>(http, 'cms/categorylist'),
  contentList: (categoryId = 1) => postData<ContentItem[]>(http, 'cms/contentlist', { status: true, categoryId }),
  page: (id: number) => getData<{ id: number; title: string; body: string }>(http, `cms/page/${id}`),
});
