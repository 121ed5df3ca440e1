import { Form } from 'react-final-form';
import { Flex, Text } from '@arena/ui';
import type { ProtectionSettings, RealityCheckRequest } from '@arena/contracts';
import { FormSelect, SubmitButton } from '@arena/forms';
import { useT } from '@arena/i18n';
import { fill } from '../../../formatting/site-format';

/** 0 stands for Off in the select (a native select's value cannot be null) */
const OFF = 0;

/**
 * RTS 13: how often the site stops the player to show their session time and net position. The intervals
 * are the licence's, and a licence that makes the check mandatory offers no Off (the server refuses it too).
 */
export function RealityCheckForm({
  minutes,
  rules,
  onSave,
}: {
  minutes: number | null;
  rules: Pick<ProtectionSettings['rules'], 'realityCheckIntervals' | 'realityCheckMandatory'>;
  onSave: (request: RealityCheckRequest) => Promise<boolean>;
}) {
  const t = useT();
  const options = [
    ...(rules.realityCheckMandatory ? [] : [{ value: OFF, label: t('Off') }]),
    ...rules.realityCheckIntervals.map((value) => ({ value, label: fill(t('Every {minutes} minutes'), { minutes: value }) })),
  ];
  return (
    <Form<{ realityCheck: number }>
      initialValues={{ realityCheck: minutes ?? (rules.realityCheckMandatory ? rules.realityCheckIntervals[0] : OFF) }}
      onSubmit={async ({ realityCheck }) => {
        await onSave({ minutes: realityCheck === OFF ? null : (realityCheck as RealityCheckRequest['minutes']) });
      }}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Reality check')} data-testid="reality-check-form">
          <Text fontSize="sm" color="arena.muted" mb="3">
            {t('While you play, we show you how long you have been playing and how much you have won or lost, at the interval you choose.')}
          </Text>
          {rules.realityCheckMandatory && (
            <Text fontSize="sm" color="arena.muted" mb="3" data-testid="reality-check-mandatory">
              {t('The licence this site holds requires a reality check: you choose how often, not whether.')}
            </Text>
          )}
          <Flex gap="2" align="flex-end" wrap="wrap">
            <FormSelect name="realityCheck" label={t('Reality check interval')} numeric options={options} />
            <SubmitButton data-testid="reality-check-save">{t('Save')}</SubmitButton>
          </Flex>
        </form>
      )}
    </Form>
  );
}
