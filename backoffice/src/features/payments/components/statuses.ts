import { RequestStatus } from '@arena/contracts';

/** a request's status as the desk names it (RequestStatus) and its badge colour */
export const STATUS_LABELS: Partial<Record<RequestStatus, string>> = {
  [RequestStatus.Pending]: 'Pending',
  [RequestStatus.Confirmed]: 'Paid',
  [RequestStatus.Rejected]: 'Rejected',
  [RequestStatus.Cancelled]: 'Cancelled',
  [RequestStatus.Created]: 'Created',
};
export const STATUS_PALETTE: Partial<Record<RequestStatus, string>> = {
  [RequestStatus.Pending]: 'yellow',
  [RequestStatus.Confirmed]: 'green',
  [RequestStatus.Rejected]: 'red',
};
