// What the desk's last action came to: the server's message, or its refusal (announced to screen readers).
import { Text } from '@chakra-ui/react';

export function Outcome({ notice, failure }: { notice?: string; failure?: string }) {
  return (
    <>
      {notice && (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      )}
      {failure && (
        <Text role="alert" color="fg.error">
          {failure}
        </Text>
      )}
    </>
  );
}
