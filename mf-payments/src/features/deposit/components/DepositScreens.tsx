import { TransactionType } from '@arena/contracts';
import { useBus } from '@arena/bus';
import type { RemoteDialogProps } from '@arena/remote-kit';
import { CashierPage, MethodPicker, PaymentFlow, usePaymentMethods } from '../../cashier';
import { DepositForm } from './DepositForm';

const deposit = TransactionType.Deposit;

/** /dashboard/deposit */
export function DepositPage() {
  return (
    <CashierPage>
      <PaymentFlow direction={deposit}>{(selection) => <DepositForm {...selection} />}</PaymentFlow>
    </CashierPage>
  );
}

/** The deposit dialog; opened with `{ methodId }` (by the deposit-money sheet) it starts at that method's form. */
export function DepositDialog({ props, close }: RemoteDialogProps) {
  const methodId = typeof props.methodId === 'number' ? props.methodId : undefined;
  return (
    <PaymentFlow direction={deposit} methodId={methodId} onUnavailable={close}>
      {(selection) => <DepositForm {...selection} onLeave={close} />}
    </PaymentFlow>
  );
}

/** The deposit-money sheet (mobile bottom bar): the methods; a pick opens the deposit dialog at its form. */
export function DepositSheet() {
  const bus = useBus();
  const methods = usePaymentMethods(deposit);
  return <MethodPicker methods={methods} onPick={(method) => bus.emit({ type: 'dialog/open', dialog: { name: 'deposit', props: { methodId: method.id } } })} />;
}
