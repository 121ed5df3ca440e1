import { Form } from 'react-final-form';
import { Flex, Text } from '@arena/ui';
import { REALITY_CHECK_MINUTES, type RealityCheckRequest } from '@arena/contracts';
import { FormSelect, SubmitButton } from '@arena/forms';
import { useT } from '@arena/i18n';
import { fill } from '../../../formatting/site-format';

/** 0 stands for Off in the select (a native select's value cannot be null) */
const OFF = 0;

/** RTS 13: how often the site stops the player to show their session time and net position. */
export function RealityCheckForm({ minutes, onSave }: { minutes: number | null; onSave: (request: RealityCheckRequest) => Promise<boolean> }) {
  const t = useT();
  const options = [
    { value: OFF, label: t('Off') },
    ...REALITY_CHECK_MINUTES.map((value) => ({ value, label: fill(t('Every {minutes} minutes'), { minutes: value }) })),
  ];
  return (
    <Form<{ realityCheck: number }>
      initialValues={{ realityCheck: minutes ?? OFF }}
      onSubmit={async ({ realityCheck }) => {
        await onSave({ minutes: realityCheck === OFF ? null : (realityCheck as (typeof REALITY_CHECK_MINUTES)[number]) });
      }}
    >
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('Reality check')} data-testid="reality-check-form">
          <Text fontSize="sm" color="arena.muted" mb="3">
            {t('While you play, we show you how long you have been playing and how much you have won or lost, at the interval you choose.')}
          </Text>
          <Flex gap="2" align="flex-end" wrap="wrap">
            <FormSelect name="realityCheck" label={t('Reality check interval')} numeric options={options} />
            <SubmitButton data-testid="reality-check-save">{t('Save')}</SubmitButton>
          </Flex>
        </form>
      )}
    </Form>
  );
}
