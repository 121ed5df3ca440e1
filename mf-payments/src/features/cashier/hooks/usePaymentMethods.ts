import { useEffect, useState } from 'react';
import type { PaymentDirection, PaymentMethod } from '@arena/contracts';
import { useApi } from '@arena/remote-kit';

export type MethodsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; methods: PaymentMethod[] };

/** The methods serving one direction, with their limits (the picker's cards). */
export function usePaymentMethods(direction: PaymentDirection): MethodsState {
  const api = useApi();
  const [state, setState] = useState<MethodsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    api.paymentMethods({ type: direction }).then(
      (methods) => live && setState({ status: 'ready', methods }),
      // the api-client has shown the server's message already
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, direction]);
  return state;
}
