import { useNavigate } from 'react-router-dom';
import { Box, Flex, chakra } from '@arena/ui';
import { useBus } from '@arena/bus';
import { useT } from '@arena/i18n';
import { useActionStore } from '../../app/action-state';
import { SiteIcon } from '../icons/SiteIcon';
import { useLiveChat } from '../live-chat/useLiveChat';

/** The mobile bottom bar is 60 px high. */
export const BOTTOM_BAR_HEIGHT = '60px';

type Item = { key: string; label: string; icon: string; run: () => void };

/** The mobile bottom bar: Deposit, Spor, Support (live chat), L.Casino, Promotions. */
export function BottomBar() {
  const bus = useBus();
  const action = useActionStore();
  const t = useT();
  const navigate = useNavigate();
  const openChat = useLiveChat();

  const items: Item[] = [
    {
      key: 'deposit',
      label: 'Deposit',
      icon: 'deposit',
      // the deposit-money sheet; a visitor gets the login form
      run: () => bus.emit({ type: 'dialog/open', dialog: { name: bus.getState().auth.loggedIn ? 'depositSheet' : 'login' } }),
    },
    { key: 'sports', label: 'Spor', icon: 'sports', run: () => void navigate('/spor') },
    { key: 'support', label: 'Support', icon: 'livechat', run: () => openChat?.() },
    { key: 'live-casino', label: 'L.Casino', icon: 'live-casino', run: () => void navigate('/casino/live') },
    { key: 'promotions', label: 'Promotions', icon: 'gift', run: () => void navigate('/promotions') },
  ];

  const tap = (item: Item) => {
    // any tap closes the mobile profile sidebar
    if (action.get().mobileProfileOpen) action.patch({ mobileProfileOpen: false });
    item.run();
  };

  return (
    <Box
      as="nav"
      aria-label="bottom"
      data-testid="bottom-bar"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      h={BOTTOM_BAR_HEIGHT}
      bg="arena.surface"
      borderTopWidth="1px"
      borderColor="arena.raised"
      zIndex="overlay"
    >
      <Flex h="full">
        {items.map((item) => (
          <chakra.button
            key={item.key}
            type="button"
            flex="1"
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            gap="1"
            fontSize="2xs"
            color="arena.text"
            cursor="pointer"
            data-testid={`bottom-${item.key}`}
            onClick={() => tap(item)}
          >
            <SiteIcon name={item.icon} size={22} />
            {t(item.label)}
          </chakra.button>
        ))}
      </Flex>
    </Box>
  );
}
