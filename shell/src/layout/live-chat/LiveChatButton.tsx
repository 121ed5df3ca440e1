import { IconButton } from '@arena/ui';
import { useT } from '@arena/i18n';
import { SiteIcon } from '../icons/SiteIcon';
import { useLiveChat } from './useLiveChat';

/** The floating live-chat entry on desktop (the mobile bottom bar has its own Support item). */
export function LiveChatButton() {
  const t = useT();
  const openChat = useLiveChat();
  if (!openChat) return null;
  return (
    <IconButton
      aria-label={t('Live Chat')}
      title={t('Live Chat')}
      onClick={openChat}
      data-testid="live-chat-button"
      display={{ base: 'none', md: 'inline-flex' }}
      position="fixed"
      right="5"
      bottom="5"
      zIndex="docked"
      rounded="full"
      size="lg"
      colorPalette="yellow"
    >
      <SiteIcon name="livechat" size={24} />
    </IconButton>
  );
}
