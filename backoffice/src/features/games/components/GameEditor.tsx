// One game's settings: shown or hidden in the players' lobbies, its order, its art and its categories.
// The server applies them at once (the lobbies read the catalogue on every request).
import { useState, type FormEvent } from 'react';
import { Box, Button, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OperatorGame } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { fieldOf } from '../../../layout/form';
import { Failure } from '../../../layout/states';
import { gamesApi } from '../api/calls';

export function GameEditor({
  game,
  categories,
  onSaved,
  onClose,
}: {
  game: OperatorGame;
  categories: { id: number; name: string }[];
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(game.categories));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const sort = Number(fieldOf(form, 'sort'));
    if (!Number.isInteger(sort) || sort < 0) {
      setError(t('The order must be a whole number, 0 or more.'));
      return;
    }
    const image = fieldOf(form, 'image').trim();
    setBusy(true);
    setError(undefined);
    gamesApi
      .updateGame({ gameCode: game.gameCode, enabled: fieldOf(form, 'enabled') === 'yes', sort, image: image === '' ? null : image, categories: [...chosen] })
      .then(onSaved, (failure: Error) => setError(failure.message))
      .finally(() => setBusy(false));
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4">
      <Heading size="md" mb="3">
        {t('Edit {name}', { name: game.name })}
      </Heading>
      <form onSubmit={submit} aria-label={t('Edit {name}', { name: game.name })}>
        <Stack gap="3">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root>
              <Field.Label>{t('In the lobbies')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="enabled" defaultValue={game.enabled ? 'yes' : 'no'}>
                  <option value="yes">{t('Shown')}</option>
                  <option value="no">{t('Hidden')}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('Order (lower first)')}</Field.Label>
              <Input name="sort" inputMode="numeric" defaultValue={game.sort} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('Image URL')}</Field.Label>
              <Input name="image" defaultValue={game.image ?? ''} placeholder="/media/games/… or https://…" />
            </Field.Root>
          </SimpleGrid>
          <Box as="fieldset">
            <Text as="legend" fontWeight="medium" mb="1">
              {t('Categories')}
            </Text>
            <HStack wrap="wrap" gap="3">
              {categories.map((category) => (
                <label key={category.id}>
                  <input type="checkbox" checked={chosen.has(category.id)} onChange={() => toggle(category.id)} /> {category.name}
                </label>
              ))}
            </HStack>
          </Box>
          <HStack>
            <Button type="submit" loading={busy}>
              {t('Save')}
            </Button>
            <Button variant="ghost" onClick={onClose}>
              {t('Cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
      {error && <Failure message={error} />}
    </Box>
  );
}
