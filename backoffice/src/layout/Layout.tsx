import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { setLanguage, t, useLanguage } from '../i18n/texts';
import { useSession } from '../session/SessionProvider';
import { menuFor } from './menu';

/** The signed-in frame: the role's menu (a bar on top on phones, a column on wider screens) and the screen. */
export function Layout() {
  const { operator, signOut } = useSession();
  const language = useLanguage();
  if (!operator) return null;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} minH="100vh">
      <Box
        as="nav"
        aria-label={t('Menu')}
        bg="bg.panel"
        borderRightWidth={{ md: '1px' }}
        borderBottomWidth={{ base: '1px', md: 0 }}
        p="4"
        w={{ md: '220px' }}
        flexShrink={0}
      >
        <Text fontWeight="bold" mb="4">
          {t('Arena Back Office')}
        </Text>
        <Stack direction={{ base: 'row', md: 'column' }} gap="1" overflowX="auto">
          {menuFor(operator.role).map((item) => (
            <Button key={item.path} asChild variant="ghost" justifyContent="flex-start" size="sm">
              <NavLink to={item.path} end={item.path === '/'}>
                {t(item.label)}
              </NavLink>
            </Button>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW={0}>
        <HStack as="header" justify="flex-end" gap="3" px="4" py="2" borderBottomWidth="1px" flexWrap="wrap">
          <Text fontSize="sm" data-testid="signed-in-as">
            {t('{username} ({role})', { username: operator.username, role: t(operator.role) })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => setLanguage(language === 'tr' ? 'en' : 'tr')}>
            {language === 'tr' ? 'English' : 'Türkçe'}
          </Button>
          <Button size="xs" onClick={() => void signOut()}>
            {t('Log out')}
          </Button>
        </HStack>
        <Box as="main" p={{ base: '3', md: '6' }}>
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
