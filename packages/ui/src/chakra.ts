// The Chakra surface of Arena. @arena/ui is a federation singleton, so the shell and every remote
// share ONE Chakra; shared modules are not tree-shaken at their boundary, so only what is listed
// here is bundled. Import Chakra through '@arena/ui', never '@chakra-ui/react', and add names here.
export {
  Badge,
  Box,
  Breadcrumb,
  Button,
  Checkbox,
  CloseButton,
  DataList,
  Dialog,
  Drawer,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  Icon,
  IconButton,
  Input,
  InputGroup,
  Link,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
  chakra,
} from '@chakra-ui/react';
export type { ButtonProps, FlexProps } from '@chakra-ui/react';
