import { type ComponentType, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Overlay, Paper, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from './visitor-locale';
import { loadOnce } from '../lib/load-once';
import { whenIdle } from '../lib/when-idle';
import { LoadingIndicator } from './loading-indicator';

type DialogProps = { opened?: boolean; onClose: () => void };

/**
 * Shown in place of a dialog pressed before its code arrived: a loader over the page, which Escape or a click closes.
 * It is not a Modal (that code comes with the dialog) and takes no focus, so the button keeps it for the dialog.
 */
function LoadingDialog({ failed, onClose }: { failed: boolean; onClose: () => void }) {
  // Drawn on pages with and without the app's providers (the link pages): the page's language needs neither.
  const text = commonMessages(visitorLocale());
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') onClose();
  });
  return (
    <Overlay fixed center zIndex={200} backgroundOpacity={0.4} onClick={onClose}>
      <Paper p="md" radius="md">
        {failed ? <Text role="alert">{text.appLoadFailed}</Text> : <LoadingIndicator label={text.dialogLoading} />}
      </Paper>
    </Overlay>
  );
}

/**
 * Issue 18: a dialog that opens on a click is a chunk of its own, so a page's first paint does not carry its form,
 * schemas and inputs. The page renders the answer of `lazyDialog(() => import(…))` as it rendered the dialog; the
 * chunk is fetched once the browser is idle after the page has drawn (or at once if the dialog is opened first), so
 * the click normally finds it there, and a loader shows in its place if it does not.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const chunk = loadOnce(load);

  function LazyDialog(props: P) {
    const { onClose } = props;
    const opened = props.opened ?? false;
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(chunk.loaded);
    const [failed, setFailed] = useState(false);
    // A dialog that arrives while it should be open is mounted closed, then opened: Mantine's Modal notes the element
    // to give focus back to (the button) only when `opened` changes, as it did when the page held the dialog itself.
    const [mountedClosed, setMountedClosed] = useState(() => chunk.loaded() !== null);

    useEffect(() => {
      if (Dialog) return;
      let isCurrent = true;
      const fetchDialog = () => {
        void chunk.load().then(
          (component) => {
            if (!isCurrent) return;
            setDialog(() => component);
          },
          () => isCurrent && opened && setFailed(true),
        );
      };
      if (opened) {
        fetchDialog();
        return () => {
          isCurrent = false;
        };
      }
      const cancel = whenIdle(fetchDialog);
      return () => {
        isCurrent = false;
        cancel();
      };
    }, [Dialog, opened]);

    // Opened once it has been committed closed, not from a timer set beside setDialog: that could run before React
    // rendered it, and the dialog then mounted already open, with nothing noted to give the focus back to (seen in
    // Chromium on a busy machine). Synchronously, as a click would: the Modal then notes the button before its focus
    // trap moves focus.
    useEffect(() => {
      if (!Dialog || mountedClosed) return;
      const timer = window.setTimeout(() => flushSync(() => setMountedClosed(true)));
      return () => window.clearTimeout(timer);
    }, [Dialog, mountedClosed]);

    if (!Dialog) return opened ? <LoadingDialog failed={failed} onClose={onClose} /> : null;
    return <Dialog {...props} opened={opened && mountedClosed} />;
  }
  return LazyDialog;
}
