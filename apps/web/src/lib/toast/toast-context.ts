import { createContext } from 'react';

export type ToastOptions = {
  title?: string;
  /** Milliseconds before the toast closes itself, or false to keep it until dismissed. */
  autoClose?: number | false;
  /** 'bottom' keeps the toast clear of a dialog's title and close button; toasts sit at the top end otherwise. */
  placement?: 'top' | 'bottom';
};

export type ShowToast = (message: string, options?: ToastOptions) => string;

/** SPEC §3 Toast types: success, error, warning, info. Each call returns the toast id. */
export type ToastApi = {
  success: ShowToast;
  error: ShowToast;
  warning: ShowToast;
  info: ShowToast;
};

export const ToastContext = createContext<ToastApi | null>(null);
