import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Button, Spinner, Text } from '@arena/ui';
import { useBusState } from '@arena/bus';

const ProfileMenuPanel = lazy(() => import(/* webpackChunkName: "profile-menu" */ './ProfileMenuPanel'));

/** Dropdown popper width. */
export const DROPDOWN_WIDTH_PX = 230;

/**
 * The desktop profile block: user name and code; a click opens the dropdown of dashboard items
 * (without Notifications). Any item, a click outside or Escape closes it.
 */
export function ProfileDropdown() {
  const auth = useBusState((s) => s.auth);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <Box position="relative" ref={root}>
      <Button
        variant="ghost"
        size="sm"
        h="auto"
        py="1"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-haspopup="menu"
        data-testid="header-profile"
      >
        <Box lineHeight="short" textAlign="start">
          <Text fontSize="sm" fontWeight="semibold" data-testid="header-user">
            {auth.userName}
          </Text>
          <Text fontSize="xs" color="arena.muted" data-testid="header-usercode">
            {auth.userCode}
          </Text>
        </Box>
      </Button>
      {open && (
        <Box
          position="absolute"
          top="100%"
          insetEnd="0"
          mt="2"
          w={`${DROPDOWN_WIDTH_PX}px`}
          bg="arena.surface"
          borderWidth="1px"
          borderColor="arena.raised"
          borderRadius="md"
          boxShadow="lg"
          py="2"
          zIndex="overlay"
          data-testid="profile-dropdown"
        >
          <Suspense fallback={<Spinner size="sm" m="3" />}>
            <ProfileMenuPanel mobile={false} onClose={() => setOpen(false)} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
