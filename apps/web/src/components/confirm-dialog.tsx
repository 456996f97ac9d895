import { lazyDialog } from './lazy-dialog';

/**
 * Issue 27: a confirmation opens on a click, so its Modal (with the focus trap, scroll lock and transitions under it,
 * and floating-ui through Mantine's ScrollArea) is fetched after the page has drawn, not carried by its first paint.
 */
export const ConfirmDialog = lazyDialog(() => import('./confirm-modal').then((module) => module.ConfirmModal));
