// Entities: the wire ones are schemas (./schemas/entities); the rest live only in the browser.
export * from './schemas/entities';

export interface Breadcrumb {
  label: string;
  url: string;
}

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'warning' | 'info';
export interface Toast {
  id?: string;
  type: ToastType;
  message: string;
  duration?: number;
  position?: 'top-center';
  autoClose?: boolean;
  dismissible?: boolean;
  /** how many times a persisted toast may be shown (counted in browser storage) */
  persist?: number;
}
