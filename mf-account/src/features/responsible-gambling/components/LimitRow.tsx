import { useState } from 'react';
import { Form, useField } from 'react-final-form';
import type { FormApi } from 'final-form';
import { Box, Button, Flex, Grid, Input, Text } from '@arena/ui';
import { formatMoney, type LimitKind, type LimitPeriod, type PlayerLimit, type SetLimitRequest } from '@arena/contracts';
import { CurrencyField, FieldShell, SubmitButton } from '@arena/forms';
import { useLocale, useT } from '@arena/i18n';
import { fill, formatDateTime } from '../../../formatting/site-format';

/** Each row's name (also its form's accessible name). */
export const LIMIT_TITLE: Record<LimitKind, Record<LimitPeriod, string>> = {
  deposit: { day: 'Daily deposit limit', week: 'Weekly deposit limit', month: 'Monthly deposit limit' },
  loss: { day: 'Daily loss limit', week: 'Weekly loss limit', month: 'Monthly loss limit' },
  session: { day: 'Daily session time limit', week: 'Weekly session time limit', month: 'Monthly session time limit' },
};

/** A limit's amount as the player reads it: money, or minutes of play. */
export function useLimitText(kind: LimitKind) {
  const t = useT();
  const locale = useLocale();
  return (amount: number) => (kind === 'session' ? fill(t('{minutes} min'), { minutes: amount }) : formatMoney(amount, locale));
}

/** Whole minutes of play; nothing typed → undefined. */
function MinutesField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<number | undefined>(name, {
    parse: (raw: string) => (raw === '' ? undefined : Number(raw.replace(/\D/g, ''))),
    format: (value: number | undefined) => (value === undefined ? '' : String(value)),
  });
  return (
    <FieldShell name={name} label={label} error={meta.touched ? (meta.error as string | undefined) : undefined}>
      <Input {...input} id={name} inputMode="numeric" autoComplete="off" placeholder="60" data-testid={`input-${name}`} />
    </FieldShell>
  );
}

/** the new amount under the row's own field name */
type Values = Record<string, number | undefined>;

/**
 * One limit (kind × period): the one in force, what is used of it and when it resets, a raise or removal
 * waiting out its 24 hours (with Confirm once they have passed), and a form to set, lower, raise or remove it.
 */
export function LimitRow({
  kind,
  period,
  limit,
  onSet,
  onConfirm,
}: {
  kind: LimitKind;
  period: LimitPeriod;
  limit: PlayerLimit | undefined;
  /** resolves whether the server took it */
  onSet: (request: SetLimitRequest) => Promise<boolean>;
  onConfirm: () => Promise<boolean>;
}) {
  const t = useT();
  const locale = useLocale();
  const text = useLimitText(kind);
  const [busy, setBusy] = useState(false);
  const title = t(LIMIT_TITLE[kind][period]);
  // the field's name is its id on the page: unique per row
  const field = `${kind}-${period}`;
  const pending = limit?.pending;

  const run = async (step: () => Promise<boolean>) => {
    setBusy(true);
    try {
      await step();
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: Values, form: FormApi<Values>) => {
    if (await onSet({ kind, period, amount: values[field] ?? null })) form.restart();
  };
  const validate = (values: Values) => ((values[field] ?? 0) >= 1 ? {} : { [field]: 'Enter a limit' });

  return (
    <Form<Values> onSubmit={save} validate={validate}>
      {({ handleSubmit }) => (
        <Grid
          as="form"
          onSubmit={handleSubmit}
          aria-label={title}
          templateColumns={{ base: '1fr', md: '1fr 360px' }}
          gap="3"
          bg="arena.surface"
          borderRadius="md"
          p="3"
          data-testid={`limit-${field}`}
        >
          <Box aria-live="polite">
            <Text fontWeight="semibold">{title}</Text>
            {limit ? (
              <Text fontSize="sm" data-testid={`limit-${field}-current`}>
                {fill(t('{amount} · used {used} · resets {date}'), {
                  amount: text(limit.amount),
                  used: text(limit.used),
                  date: formatDateTime(limit.resetsAt, locale),
                })}
              </Text>
            ) : (
              <Text fontSize="sm" color="arena.muted" data-testid={`limit-${field}-current`}>
                {t('No limit')}
              </Text>
            )}
            {pending && (
              <Flex align="center" gap="2" mt="1" wrap="wrap">
                <Text fontSize="sm" color="orange.300" data-testid={`limit-${field}-pending`}>
                  {fill(pending.amount === null ? t('Removal pending until {date}') : t('Raise to {amount} pending until {date}'), {
                    amount: pending.amount === null ? '' : text(pending.amount),
                    date: formatDateTime(pending.effectiveAt, locale),
                  })}
                </Text>
                {pending.confirmable && (
                  <Button size="xs" colorPalette="yellow" loading={busy} onClick={() => void run(onConfirm)} data-testid={`limit-${field}-confirm`}>
                    {t('Confirm')}
                  </Button>
                )}
              </Flex>
            )}
          </Box>
          <Flex gap="2" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }}>
            <Box flex="1" minW="140px">
              {kind === 'session' ? <MinutesField name={field} label={t('New limit (minutes)')} /> : <CurrencyField name={field} label={t('New limit')} />}
            </Box>
            <SubmitButton data-testid={`limit-${field}-save`}>{t('Save')}</SubmitButton>
            {limit && pending?.amount !== null && (
              <Button
                variant="outline"
                disabled={busy}
                onClick={() => void run(() => onSet({ kind, period, amount: null }))}
                data-testid={`limit-${field}-remove`}
              >
                {t('Remove')}
              </Button>
            )}
          </Flex>
        </Grid>
      )}
    </Form>
  );
}
