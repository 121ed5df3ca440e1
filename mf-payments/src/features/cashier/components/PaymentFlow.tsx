import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Spinner, Text } from '@arena/ui';
import { formatMoney, type PaymentDetailField, type PaymentDirection, type PaymentMethod } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import { usePaymentFields } from '../hooks/usePaymentFields';
import { usePaymentMethods } from '../hooks/usePaymentMethods';
import { MethodPicker } from './MethodPicker';

export interface MethodSelection {
  method: PaymentMethod;
  fields: PaymentDetailField[];
}

/** The chosen method's header and its fields once loaded (a loading indicator until then). */
function MethodStep({
  method,
  direction,
  onUnavailable,
  onBack,
  children,
}: {
  method: PaymentMethod;
  direction: PaymentDirection;
  onUnavailable: () => void;
  onBack: () => void;
  children: (selection: MethodSelection) => ReactNode;
}) {
  const t = useT();
  const locale = useBusState((s) => s.i18n.locale);
  const fields = usePaymentFields(method.id, direction, onUnavailable);
  return (
    <Box>
      <HStack gap="3" mb="5" p="3" bg="arena.raised" borderRadius="lg">
        <img src={method.logo} alt="" height={28} style={{ maxHeight: 28 }} />
        <Box flex="1" minW="0">
          <Text fontWeight="bold" data-testid="chosen-method">
            {method.name}
          </Text>
          <Text fontSize="xs" color="arena.muted">
            {t('Min')} {formatMoney(method.minAmount, locale)} · {t('Max')} {formatMoney(method.maxAmount, locale)}
          </Text>
        </Box>
        <Button size="sm" variant="outline" onClick={onBack} data-testid="change-method">
          {t('Change method')}
        </Button>
      </HStack>
      {fields ? (
        children({ method, fields })
      ) : (
        <Box py="10" textAlign="center" aria-busy="true">
          <Spinner color="arena.accent" size="lg" aria-label={t('Loading...')} data-testid="fields-loading" />
        </Box>
      )}
    </Box>
  );
}

/**
 * Deposit or withdraw, first the method picker, then the chosen method's form (what `children` makes
 * of its fields). `methodId` starts at that method's form; `onUnavailable` runs when a method's fields
 * cannot be had (a dialog closes; a page is back at the picker when it is not given).
 */
export function PaymentFlow({
  direction,
  methodId,
  onUnavailable,
  children,
}: {
  direction: PaymentDirection;
  methodId?: number;
  onUnavailable?: () => void;
  children: (selection: MethodSelection) => ReactNode;
}) {
  const methods = usePaymentMethods(direction);
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const preset = methods.status === 'ready' ? methods.methods.find((m) => m.id === methodId) : undefined;
  useEffect(() => {
    if (preset) setPicked(preset);
  }, [preset]);

  if (!picked) return <MethodPicker methods={methods} onPick={setPicked} />;
  return (
    <MethodStep key={picked.id} method={picked} direction={direction} onUnavailable={onUnavailable ?? (() => setPicked(null))} onBack={() => setPicked(null)}>
      {children}
    </MethodStep>
  );
}
