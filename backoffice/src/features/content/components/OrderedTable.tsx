// The items of an ordered kind in the order the players see them (a slider's banners, the promotions'
// grid): the picture, the title in both languages, schedule and status, and each row's actions (move up
// or down, publish, edit, delete), run through the tab's action.
import { Image, Table, Text } from '@chakra-ui/react';
import { t } from '../../../i18n/texts';
import { LoadedTable } from '../../../layout/states';
import { contentApi, type StoredBanner, type StoredPromotion } from '../api/calls';
import { RowActions, moved } from './FormParts';
import { ScheduleText, StatusBadge } from './Schedule';

interface OrderedTableProps<T extends StoredBanner | StoredPromotion> {
  kind: 'banner' | 'promotion';
  items: T[];
  /** the tab's action (useAction's run) */
  run: (change: () => Promise<string>) => Promise<boolean>;
  onEdit: (item: T) => void;
  empty?: string;
  /** the picture's width in the row, and its alt text */
  imageWidth: string;
  alt: (item: T) => string;
}

export function OrderedTable<T extends StoredBanner | StoredPromotion>({ kind, items, run, onEdit, empty, imageWidth, alt }: OrderedTableProps<T>) {
  const ids = items.map((item) => item.id);
  return (
    <LoadedTable
      load={{ data: items, loading: false }}
      empty={empty}
      columns={
        <>
          <Table.ColumnHeader>{t('Image')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Title')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Schedule')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
          <Table.ColumnHeader />
        </>
      }
    >
      {(rows) =>
        rows.map((item, index) => (
          <Table.Row key={item.id} data-testid={`${kind}-row`}>
            <Table.Cell>
              <Image src={item.images[0]} alt={alt(item)} h="40px" w={imageWidth} objectFit="cover" borderRadius="sm" />
            </Table.Cell>
            <Table.Cell>
              <Text>{item.texts.tr.title}</Text>
              <Text color="fg.muted">{item.texts.en.title}</Text>
            </Table.Cell>
            <Table.Cell>
              <ScheduleText item={item} />
            </Table.Cell>
            <Table.Cell>
              <StatusBadge item={item} />
            </Table.Cell>
            <Table.Cell>
              <RowActions
                published={item.published}
                onPublish={(published) => void run(() => contentApi.publish(kind, item.id, published))}
                onEdit={() => onEdit(item)}
                onDelete={() => void run(() => contentApi.remove(kind, item.id))}
                onUp={index > 0 ? () => void run(() => contentApi.reorder(kind, moved(ids, index, -1))) : undefined}
                onDown={index < ids.length - 1 ? () => void run(() => contentApi.reorder(kind, moved(ids, index, 1))) : undefined}
              />
            </Table.Cell>
          </Table.Row>
        ))
      }
    </LoadedTable>
  );
}
