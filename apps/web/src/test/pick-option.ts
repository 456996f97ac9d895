import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Chooses an option of a Mantine Select. In jsdom floating-ui sees the input as hidden (it has no layout), so the
 * open dropdown stays out of sight: the option is found in the listbox the input controls, hidden or not.
 */
export async function pickOption(container: HTMLElement, label: string, name: string): Promise<void> {
  const input = within(container).getByLabelText<HTMLInputElement>(label);
  fireEvent.click(input);
  const listboxId = await waitFor(
    () => input.getAttribute('aria-controls') ?? Promise.reject(new Error(`${label} did not open`)),
  );
  const listbox = document.getElementById(listboxId);
  if (!listbox) throw new Error(`${label} has no listbox`);
  const option = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .find((candidate) => candidate.textContent === name);
  if (!option) throw new Error(`${label} offers no ${name}`);
  fireEvent.click(option);
  await waitFor(() => expect(input.value).toBe(name));
}
