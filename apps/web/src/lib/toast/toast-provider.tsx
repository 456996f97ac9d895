import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { createNotificationsStore, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { ERROR_TOAST_DELAY_MS, TOAST_DELAY_MS } from '@club/shared/plain';
import { type ShowToast, type ToastApi, ToastContext } from './toast-context';

const TOAST_KINDS = {
  success: { color: 'green', icon: <IconCheck size={18} />, autoClose: TOAST_DELAY_MS },
  error: { color: 'red', icon: <IconX size={18} />, autoClose: ERROR_TOAST_DELAY_MS },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} />, autoClose: TOAST_DELAY_MS },
  info: { color: 'blue', icon: <IconInfoCircle size={18} />, autoClose: TOAST_DELAY_MS },
} as const;

const TOAST_STYLES = { description: { whiteSpace: 'pre-line' } } as const;

// Issue 18: the toast container (transitions, portal, scroll lock) is fetched with the first toast; the store keeps
// that toast until the container is there to show it.
const ToastContainer = lazy(() => import('./toast-container').then((module) => ({ default: module.ToastContainer })));

/**
 * Toasts at the top end of the screen (SPEC §2), closing after 5 s, errors after 10 s (SPEC §9). Each provider
 * owns its notifications store, so separate app instances (and tests) never share toasts.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createNotificationsStore);
  const [hasShownToast, setHasShownToast] = useState(false);

  const api = useMemo<ToastApi>(() => {
    const showAs =
      (kind: keyof typeof TOAST_KINDS): ShowToast =>
      (message, options = {}) => {
        const { color, icon, autoClose } = TOAST_KINDS[kind];
        setHasShownToast(true);
        return notifications.show(
          // A message of several lines (a summary, then the problems it found) shows them as lines.
          {
            message,
            title: options.title,
            color,
            icon,
            autoClose: options.autoClose ?? autoClose,
            styles: TOAST_STYLES,
            ...(options.placement === 'bottom' ? { position: 'bottom-right' as const } : {}),
          },
          store,
        );
      };
    return {
      success: showAs('success'),
      error: showAs('error'),
      warning: showAs('warning'),
      info: showAs('info'),
    };
  }, [store]);

  return (
    <ToastContext.Provider value={api}>
      {/* Hovering or focusing a toast holds only that one: with Mantine's default ('all') a keyboard user tabbing
          through one held every toast, and later ones queued behind the limit out of sight. */}
      {hasShownToast && (
        <Suspense fallback={null}>
          <ToastContainer
            store={store}
            position="top-right"
            autoClose={TOAST_DELAY_MS}
            pauseResetOnHover="notification"
          />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}
