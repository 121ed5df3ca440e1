import type { Endpoints } from '@arena/api-client';

/** Opens the live chat at the url of the enabled site option LiveChat. */
export async function openLiveChat(api: Pick<Endpoints, 'siteOptionList'>) {
  const options = await api.siteOptionList();
  const url = options.find((o) => o.key.toLowerCase() === 'livechat')?.value;
  if (url) window.open(url, '_blank', 'noopener');
}
