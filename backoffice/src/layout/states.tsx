import { Alert, Center, Spinner, Text } from '@chakra-ui/react';
import { t } from '../i18n/texts';

export const Loading = () => (
  <Center py="10">
    <Spinner aria-label={t('Loading...')} />
  </Center>
);

export const Failure = ({ message }: { message: string }) => (
  <Alert.Root status="error" my="3">
    <Alert.Indicator />
    <Alert.Title>{message}</Alert.Title>
  </Alert.Root>
);

export const Empty = ({ text }: { text: string }) => (
  <Text color="fg.muted" py="6">
    {text}
  </Text>
);
