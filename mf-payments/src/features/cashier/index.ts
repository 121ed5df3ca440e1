export { CashierPage } from './components/CashierPage';
export { MethodPicker } from './components/MethodPicker';
export { PaymentFlow, type MethodSelection } from './components/PaymentFlow';
export { PaymentForm } from './components/PaymentForm';
export { usePaymentMethods } from './hooks/usePaymentMethods';
export { UNAVAILABLE_CLOSE_MS } from './hooks/usePaymentFields';
export { unanswered, useSubmissionKey } from './hooks/useSubmissionKey';
