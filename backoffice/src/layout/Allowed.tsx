import type { ReactNode } from 'react';
import { Heading, Text } from '@chakra-ui/react';
import { operatorMay, type OperatorArea } from '@arena/contracts';
import { t } from '../i18n/texts';
import { useSession } from '../session/SessionProvider';

/** A screen of `area`, or 'Not allowed' for a role the server would refuse anyway. */
export function Allowed({ area, children }: { area: OperatorArea; children: ReactNode }) {
  const { operator } = useSession();
  if (operator && operatorMay(operator.role, area)) return children;
  return (
    <>
      <Heading size="lg">{t('Not allowed')}</Heading>
      <Text mt="2">{t('Your role does not give access to this screen.')}</Text>
    </>
  );
}
