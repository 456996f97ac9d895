import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toast-context';

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  // SPEC §8: exact message.
  if (!toast) throw new Error('useToast must be used within a ToastProvider');
  return toast;
}
