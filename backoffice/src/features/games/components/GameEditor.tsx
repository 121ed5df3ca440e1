// One game's settings: shown or hidden in the players' lobbies, its order, its art and its categories.
// The server applies them at once (the lobbies read the catalogue on every request).
import { useState } from 'react';
import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { OperatorGame } from '@arena/contracts';
import { t } from '../../../i18n/texts';
import { EditorForm } from '../../../layout/EditorForm';
import { fieldOf } from '../../../layout/form';
import { SelectField } from '../../../layout/SelectField';
import { TextField } from '../../../layout/TextField';
import { useSend } from '../../../layout/useSend';
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
  const { busy, error, setError, send } = useSend();

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = (form: HTMLFormElement) => {
    const sort = Number(fieldOf(form, 'sort'));
    if (!Number.isInteger(sort) || sort < 0) {
      setError(t('The order must be a whole number, 0 or more.'));
      return;
    }
    const image = fieldOf(form, 'image').trim();
    send(
      () =>
        gamesApi.updateGame({
          gameCode: game.gameCode,
          enabled: fieldOf(form, 'enabled') === 'yes',
          sort,
          image: image === '' ? null : image,
          categories: [...chosen],
        }),
      onSaved,
    );
  };

  return (
    <EditorForm title={t('Edit {name}', { name: game.name })} busy={busy} error={error} onSubmit={submit} onCancel={onClose}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <SelectField
          label={t('In the lobbies')}
          name="enabled"
          defaultValue={game.enabled ? 'yes' : 'no'}
          options={[
            { value: 'yes', label: t('Shown') },
            { value: 'no', label: t('Hidden') },
          ]}
        />
        <TextField label={t('Order (lower first)')} name="sort" inputMode="numeric" defaultValue={game.sort} />
        <TextField label={t('Image URL')} name="image" defaultValue={game.image ?? ''} placeholder="/media/games/… or https://…" />
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
    </EditorForm>
  );
}
