import type { Page } from 'playwright-core';

/**
 * Waits for a toast, then closes it and returns its text: toasts sit at the top end of the screen, over the
 * page's header buttons.
 */
export async function dismissToast(page: Page, text: string | RegExp): Promise<string> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await toast.waitFor();
  const message = await toast.innerText();
  await toast.getByRole('button').click();
  await toast.waitFor({ state: 'detached' });
  return message;
}
