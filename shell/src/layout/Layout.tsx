import { Box } from '@chakra-ui/react';
import { Header } from './Header';
import { Footer } from './Footer';
import { RouteOutlet } from '../routing/RouteOutlet';
import { DialogHost } from '../dialogs/DialogHost';

export function Layout() {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <Header />
      <Box as="main" flex="1" w="100%" maxW="1400px" mx="auto" px="4" py="4">
        <RouteOutlet />
      </Box>
      <Footer />
      <DialogHost />
    </Box>
  );
}
