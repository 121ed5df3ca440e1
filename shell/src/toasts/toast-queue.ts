import type { Toast, ToastType } from '@arena/contracts';

/** Toast timings and limits. */
export const TOAST_RULES = {
  duration: 4000,
  loadingDuration: 30000,
  maxVisible: 5,
  enterMs: 350,
  exitMs: 800,
} as const;

export interface ShownToast {
  key: number;
  id?: string;
  type: ToastType;
  message: string;
  dismissible: boolean;
  closing: boolean;
}

/** Browser-storage key counting how often a persisted toast has been shown. */
export const persistKey = (id: string) => `toast-shown:${id}`;

/**
 * The toast rules, independent of rendering: default durations by type, at most five
 * visible (the oldest closes), a visible id is not shown twice, persisted toasts are shown a limited
 * number of times counted in storage, and a closed toast stays for its exit animation.
 */
export class ToastQueue {
  private toasts: ShownToast[] = [];
  private nextKey = 1;
  private timers = new Set<ReturnType<typeof setTimeout>>();

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly onChange: (toasts: readonly ShownToast[]) => void,
  ) {}

  list(): readonly ShownToast[] {
    return this.toasts;
  }

  /** Returns false when the toast is not shown (duplicate id, or a persisted toast used up). */
  show(toast: Toast): boolean {
    if (toast.id && this.toasts.some((t) => t.id === toast.id && !t.closing)) return false;
    if (toast.persist && toast.id && !this.countPersisted(toast.id, toast.persist)) return false;

    const shown: ShownToast = {
      key: this.nextKey++,
      id: toast.id,
      type: toast.type,
      message: toast.message,
      dismissible: toast.dismissible ?? true,
      closing: false,
    };
    this.toasts = [...this.toasts, shown];
    const open = this.toasts.filter((t) => !t.closing);
    open.slice(0, Math.max(0, open.length - TOAST_RULES.maxVisible)).forEach((t) => this.markClosing(t.key));

    if (toast.autoClose !== false) {
      const duration = toast.duration ?? (toast.type === 'loading' ? TOAST_RULES.loadingDuration : TOAST_RULES.duration);
      this.later(() => this.close(shown.key), duration);
    }
    this.onChange(this.toasts);
    return true;
  }

  close(key: number) {
    if (!this.markClosing(key)) return;
    this.onChange(this.toasts);
  }

  dispose() {
    this.timers.forEach(clearTimeout);
    this.timers.clear();
  }

  private markClosing(key: number): boolean {
    const target = this.toasts.find((t) => t.key === key);
    if (!target || target.closing) return false;
    this.toasts = this.toasts.map((t) => (t.key === key ? { ...t, closing: true } : t));
    this.later(() => {
      this.toasts = this.toasts.filter((t) => t.key !== key);
      this.onChange(this.toasts);
    }, TOAST_RULES.exitMs);
    return true;
  }

  private countPersisted(id: string, limit: number): boolean {
    const shown = Number(this.storage.getItem(persistKey(id))) || 0;
    if (shown >= limit) return false;
    this.storage.setItem(persistKey(id), String(shown + 1));
    return true;
  }

  private later(run: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
