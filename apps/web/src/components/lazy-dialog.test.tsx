import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, MantineProvider, Modal } from '@mantine/core';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@club/shared/plain';
import { lazyDialog } from './lazy-dialog';

function HelloDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Hello" transitionProps={{ duration: 0 }}>
      {/* As the app's dialogs do, it takes the focus as it opens, so giving it back is not left to chance. */}
      <Button onClick={onClose} data-autofocus>
        Done
      </Button>
    </Modal>
  );
}

/** A dialog whose chunk arrives only when the test says so. */
function slowDialog() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Dialog = lazyDialog(() => arrived.then(() => HelloDialog));
  function Page() {
    const [opened, setOpened] = useState(false);
    return (
      <MantineProvider>
        <Button onClick={() => setOpened(true)}>Open</Button>
        <Dialog opened={opened} onClose={() => setOpened(false)} />
      </MantineProvider>
    );
  }
  return { Page, arrive };
}

/** The dialog, once shown without the loader, closes with its Done button and the focus goes back to `button`. */
async function closesGivingFocusTo(button: HTMLElement) {
  const dialog = await screen.findByRole('dialog', { name: 'Hello' });
  expect(screen.queryByLabelText(MESSAGES.dialogLoading)).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Done' }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
  await waitFor(() => expect(document.activeElement).toBe(button));
}

describe('lazyDialog (issue 18)', () => {
  it('shows a loader when pressed before its code arrived, then the dialog, and gives focus back to the button', async () => {
    const { Page, arrive } = slowDialog();
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Open' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByLabelText(MESSAGES.dialogLoading)).toBeTruthy();
    // The loader takes no focus: the button keeps it for the dialog to give back.
    expect(document.activeElement).toBe(button);

    arrive();
    await closesGivingFocusTo(button);
  });

  it('says it is loading in the page’s language (issue 29)', async () => {
    const previous = document.documentElement.lang;
    document.documentElement.lang = 'de';
    try {
      const { Page } = slowDialog();
      render(<Page />);
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      expect(await screen.findByLabelText('Wird geladen …')).toBeTruthy();
    } finally {
      document.documentElement.lang = previous;
    }
  });

  it('closes the loader with Escape, and opens the dialog straight away once its code is there', async () => {
    const { Page, arrive } = slowDialog();
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByLabelText(MESSAGES.dialogLoading);
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByLabelText(MESSAGES.dialogLoading)).toBeNull());

    arrive();
    // Fetched when idle (a second later where there is no requestIdleCallback), then mounted closed.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const button = screen.getByRole('button', { name: 'Open' });
    button.focus();
    fireEvent.click(button);
    await closesGivingFocusTo(button);
  });

  it('gives focus back when a timer runs between the chunk arriving and React drawing it, as on a busy machine', async () => {
    const { Page, arrive } = slowDialog();
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Open' });
    button.focus();
    fireEvent.click(button);
    await screen.findByLabelText(MESSAGES.dialogLoading);

    // The timers set while the chunk arrives run before React's render of it: the order a loaded browser can choose.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    arrive();
    for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();

    await waitFor(async () => expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Done' })));
    await closesGivingFocusTo(button);
  });
});
