import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, MantineProvider, Menu } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@club/shared/plain';
import { ToastProvider } from '../lib/toast/toast-provider';
import { lazyMenu, type MenuControl, type MenuOpenerProps } from './lazy-menu';

type Props = { title: string };

function RealMenu({ title, opened, onChange }: Props & MenuControl) {
  return (
    // No focus trap: jsdom finds nothing it counts as focusable in a dropdown, and this test is about the loading.
    <Menu opened={opened} onChange={onChange} transitionProps={{ duration: 0 }} trapFocus={false}>
      <Menu.Target>
        <Button>{title}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>CSV File</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function Opener({ title, ...opener }: Props & MenuOpenerProps) {
  return <Button {...opener}>{title}</Button>;
}

/** A menu whose chunk arrives, or fails, only when the test says so; each later load succeeds at once. */
function slowMenu() {
  let settle: { arrive: () => void; fail: () => void } = { arrive: () => undefined, fail: () => undefined };
  let loads = 0;
  const LazyMenu = lazyMenu<Props>(() => {
    loads += 1;
    if (loads > 1) return Promise.resolve(RealMenu);
    return new Promise((resolve, reject) => {
      settle = { arrive: () => resolve(RealMenu), fail: () => reject(new Error('offline')) };
    });
  }, Opener);
  const page = () =>
    render(
      <MantineProvider>
        <ToastProvider>
          <LazyMenu title="Export" />
        </ToastProvider>
      </MantineProvider>,
    );
  return { page, settle: () => settle, loads: () => loads };
}

describe('lazyMenu (issue 27)', () => {
  it('draws the button alone, says it opens a menu, and opens the menu when a press comes before its code', async () => {
    const { page, settle } = slowMenu();
    page();
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    settle().arrive();
    expect(await screen.findByRole('menuitem', { name: 'CSV File' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("gives the focus of the pressed button to the menu's own, and back to it when Escape closes the menu", async () => {
    const { page, settle } = slowMenu();
    page();
    const pressed = screen.getByRole('button', { name: 'Export' });
    pressed.focus();
    fireEvent.click(pressed);
    settle().arrive();
    const item = await screen.findByRole('menuitem', { name: 'CSV File' });
    const target = screen.getByRole('button', { name: 'Export' });
    expect(target).not.toBe(pressed);
    expect(document.activeElement).toBe(target);

    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'CSV File' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(target));
  });

  it('says so when the code cannot be fetched, and a second press tries again', async () => {
    const { page, settle, loads } = slowMenu();
    page();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    settle().fail();
    expect(await screen.findByText(MESSAGES.appLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV File' })).toBeTruthy();
    expect(loads()).toBe(2);
  });

  it('fetches the code once the browser is idle, without drawing the menu until it is pressed', async () => {
    const { page, settle, loads } = slowMenu();
    page();
    // jsdom has no requestIdleCallback: whenIdle runs a second later.
    await waitFor(() => expect(loads()).toBe(1), { timeout: 2000 });
    settle().arrive();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'CSV File' })).toBeTruthy();
    expect(loads()).toBe(1);
  });
});
