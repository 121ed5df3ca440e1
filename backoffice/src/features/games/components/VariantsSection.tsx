// Arena Originals' RTP variants (admins only): each slot's certified variants, each with its own
// paytable and declared RTP, and the one in force. A switch asks for confirmation, is audited by the
// server and applies to the rounds that start after it: a round in play keeps its variant.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, HStack, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { OperatorOriginalsGameVariants, OperatorOriginalsVariant } from '@arena/contracts';
import { locale, t } from '../../../i18n/texts';
import { ErrorLine, LoadedTable } from '../../../layout/states';
import { useSend } from '../../../layout/useSend';
import { gamesApi } from '../api/calls';

/** a declared RTP in basis points as a percentage: 9650 → "96.50 %" */
const percent = (basisPoints: number) =>
  `${new Intl.NumberFormat(locale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(basisPoints / 100)} %`;

const variantLabel = (variant: OperatorOriginalsVariant) =>
  variant.default
    ? t('{id}: RTP {rtp} (default)', { id: variant.id, rtp: percent(variant.rtpBasisPoints) })
    : t('{id}: RTP {rtp}', { id: variant.id, rtp: percent(variant.rtpBasisPoints) });

/** one slot's row: the variant in force, a choice of another and the confirmation of the switch */
function GameVariantRow({ game, onSwitched }: { game: OperatorOriginalsGameVariants; onSwitched: (message: string) => void }) {
  const [chosen, setChosen] = useState(game.inForce);
  const [asking, setAsking] = useState(false);
  const { busy, error, send } = useSend();
  const inForce = game.variants.find(({ id }) => id === game.inForce);
  const target = game.variants.find(({ id }) => id === chosen);
  const confirm = () =>
    send(
      () => gamesApi.setVariant({ game: game.game, variant: chosen }),
      (message) => {
        setAsking(false);
        onSwitched(message);
      },
    );
  return (
    <Table.Row>
      <Table.Cell>{game.game}</Table.Cell>
      <Table.Cell>{inForce ? <Badge colorPalette="purple">{variantLabel(inForce)}</Badge> : game.inForce}</Table.Cell>
      <Table.Cell>
        <Stack gap="2">
          <HStack wrap="wrap">
            <NativeSelect.Root size="sm" maxW="xs" disabled={asking}>
              <NativeSelect.Field
                aria-label={t('RTP variant for {game}', { game: game.game })}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                {game.variants.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variantLabel(variant)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {!asking && (
              <Button size="sm" disabled={chosen === game.inForce} onClick={() => setAsking(true)}>
                {t('Put in force')}
              </Button>
            )}
          </HStack>
          {asking && target && (
            <Stack gap="2" role="group" aria-label={t('Confirm the RTP variant for {game}', { game: game.game })}>
              <Text fontSize="sm">
                {t('{game} will play {variant} for every round that starts from now. Rounds in play keep their variant.', {
                  game: game.game,
                  variant: variantLabel(target),
                })}
              </Text>
              <HStack>
                <Button size="sm" colorPalette="red" loading={busy} onClick={confirm}>
                  {t('Confirm switch')}
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => setAsking(false)}>
                  {t('Cancel')}
                </Button>
              </HStack>
            </Stack>
          )}
          <ErrorLine text={error} />
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}

export function VariantsSection({ onSwitched }: { onSwitched: (message: string) => void }) {
  const { data, error, isFetching: loading, refetch: reload } = useQuery({ queryKey: ['originalsVariants'], queryFn: () => gamesApi.originalsVariants() });
  return (
    <Stack gap="2">
      <Heading size="md">{t('RTP variants')}</Heading>
      <Text color="fg.muted" fontSize="sm">
        {t('Each slot plays one of its certified variants, each with its own paytable and declared RTP. The game page shows the variant in force.')}
      </Text>
      <LoadedTable
        load={{ data, error, loading }}
        columns={
          <>
            <Table.ColumnHeader>{t('Game')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('In force')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Switch to')}</Table.ColumnHeader>
          </>
        }
      >
        {(games) =>
          games.map((game) => (
            // keyed by the variant in force: a switch starts the row afresh
            <GameVariantRow
              key={`${game.game}:${game.inForce}`}
              game={game}
              onSwitched={(message) => {
                onSwitched(message);
                void reload();
              }}
            />
          ))
        }
      </LoadedTable>
    </Stack>
  );
}
