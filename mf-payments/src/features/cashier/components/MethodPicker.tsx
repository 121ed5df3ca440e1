import { Box, SimpleGrid, Spinner, Text, chakra } from '@arena/ui';
import { formatMoney, formatPaymentTime, type PaymentMethod } from '@arena/contracts';
import { useBusState } from '@arena/bus';
import { useT } from '@arena/i18n';
import type { MethodsState } from '../hooks/usePaymentMethods';

/** One method's card: logo, name, its limits and how long it takes, as its record on the server says, in the player's language. */
function MethodCard({ method, onPick }: { method: PaymentMethod; onPick: (method: PaymentMethod) => void }) {
  const t = useT();
  const locale = useBusState((s) => s.i18n.locale);
  return (
    <chakra.button
      type="button"
      onClick={() => onPick(method)}
      data-testid={`method-${method.id}`}
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="2"
      p="4"
      textAlign="start"
      bg="arena.raised"
      color="arena.text"
      borderWidth="2px"
      borderColor="transparent"
      borderRadius="lg"
      cursor="pointer"
      transition="border-color 150ms ease, transform 150ms ease"
      _hover={{ borderColor: 'arena.accent', transform: 'translateY(-1px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'arena.accent', outlineOffset: '2px' }}
    >
      <Box h="10" w="full" display="flex" alignItems="center" bg="whiteAlpha.100" borderRadius="md" px="3">
        <img src={method.logo} alt="" height={28} style={{ maxHeight: 28, maxWidth: '100%' }} />
      </Box>
      <Text fontWeight="bold" fontSize="md">
        {method.name}
      </Text>
      <Text fontSize="xs" color="arena.muted" data-testid={`limits-${method.id}`}>
        {t('Min')} {formatMoney(method.minAmount, locale)} · {t('Max')} {formatMoney(method.maxAmount, locale)}
      </Text>
      {method.dailyLimit !== null && (
        <Text fontSize="xs" color="arena.muted" data-testid={`daily-limit-${method.id}`}>
          {t('Daily limit')} {formatMoney(method.dailyLimit, locale)}
        </Text>
      )}
      {method.time !== null && (
        <Text fontSize="xs" color="arena.muted" data-testid={`time-${method.id}`}>
          {t('Takes')}: {formatPaymentTime(method.time, locale) ?? t('Instant')}
        </Text>
      )}
    </chakra.button>
  );
}

/** The methods of one direction as a grid of cards (the picker before the method's form). */
export function MethodPicker({ methods: state, onPick }: { methods: MethodsState; onPick: (method: PaymentMethod) => void }) {
  const t = useT();
  if (state.status === 'loading') {
    return (
      <Box py="10" textAlign="center" aria-busy="true">
        <Spinner color="arena.accent" size="lg" aria-label={t('Loading...')} data-testid="methods-loading" />
      </Box>
    );
  }
  const methods = state.status === 'ready' ? state.methods : [];
  if (methods.length === 0) {
    return (
      <Text py="10" textAlign="center" color="arena.muted" data-testid="methods-empty">
        {t('No payment methods are available at the moment.')}
      </Text>
    );
  }
  return (
    <Box as="section" aria-label={t('Payment methods')}>
      <Text fontSize="sm" color="arena.muted" mb="3">
        {t('Choose a payment method')}
      </Text>
      <SimpleGrid columns={{ base: 2, lg: 3 }} gap="3" data-testid="method-picker">
        {methods.map((method) => (
          <MethodCard key={method.id} method={method} onPick={onPick} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
