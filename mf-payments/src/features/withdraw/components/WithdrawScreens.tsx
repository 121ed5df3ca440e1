import { TransactionType } from '@arena/contracts';
import type { RemoteDialogProps } from '@arena/remote-kit';
import { CashierPage, PaymentFlow } from '../../cashier';
import { WithdrawForm } from './WithdrawForm';

const withdraw = TransactionType.Withdraw;

/** /dashboard/withdraw */
export function WithdrawPage() {
  return (
    <CashierPage>
      <PaymentFlow direction={withdraw}>{(selection) => <WithdrawForm {...selection} />}</PaymentFlow>
    </CashierPage>
  );
}

/** The withdraw dialog; `{ methodId }` starts at that method's form. */
export function WithdrawDialog({ props, close }: RemoteDialogProps) {
  const methodId = typeof props.methodId === 'number' ? props.methodId : undefined;
  return (
    <PaymentFlow direction={withdraw} methodId={methodId} onUnavailable={close}>
      {(selection) => <WithdrawForm {...selection} onDone={close} />}
    </PaymentFlow>
  );
}
