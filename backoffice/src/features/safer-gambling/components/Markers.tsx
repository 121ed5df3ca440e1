import { Badge, Stack, Text } from '@chakra-ui/react';
import type { HarmMarker } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { MARKER_LABEL } from './labels';

/** each marker detection found, with its evidence */
export function Markers({ markers }: { markers: HarmMarker[] }) {
  return (
    <Stack gap="1">
      {markers.map((marker) => (
        <Stack key={marker.code} gap="0">
          <Badge colorPalette="orange" alignSelf="flex-start">
            {t(MARKER_LABEL[marker.code])}
          </Badge>
          <Text fontSize="xs">{t(marker.text, marker.params)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
