import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/app-providers';
import { authStore } from '../../../../lib/auth-store';
import { formatDanceDate } from '../../../../lib/dance-date';
import { PHONE_MEDIA_QUERY } from '../../../../lib/use-is-phone';
import { createQueryClient } from '../../../../lib/query-client';
import { createFakeApi, type FakeHandlers } from '../../../../test/fake-api';
import { branding, fairnessRow } from '../../../../test/fixtures';
import { adminUser, makeSignIn } from '../../../../test/session-fixtures';
import { RotaReportCard } from './rota-report-card';

// Issue 19 part 6: the rota report is a sortable table on a wide screen and a card per member on a phone.
function renderReport(overrides: FakeHandlers = {}) {
  const api = createFakeApi({
    'settings.branding': () => branding,
    ...overrides,
    'schedules.fairness': () => ({
      today: '2027-01-10',
      members: [
        fairnessRow('Cay Cole', 5, '2027-01-06'),
        fairnessRow('Ann Able', 2, null),
        fairnessRow('Bob Best', 4, null),
      ],
    }),
  });
  render(
    <AppProviders apiClient={api.client} queryClient={createQueryClient()}>
      <RotaReportCard />
    </AppProviders>,
  );
}

/** Each member's row (a table row or a phone's card) as its cells' texts. */
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .map((item) =>
      within(item)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);

beforeEach(() => authStore.signIn(makeSignIn(adminUser)));

describe('rota report on a wide screen', () => {
  it('lists the members fewest nights first and sorts by a heading, pressed again the other way', async () => {
    renderReport();
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(rowTexts().map((cells) => cells[0])).toEqual(['Ann Able', 'Bob Best', 'Cay Cole']);
    expect(rowTexts()[0]).toEqual(['Ann Able', '2', '0', '1', '2', '2', 'Never', '0', '1', '0', '0', '3']);
    fireEvent.click(screen.getByRole('button', { name: 'Nights on record ↑' }));
    expect(rowTexts().map((cells) => cells[0])).toEqual(['Cay Cole', 'Bob Best', 'Ann Able']);
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });
});

/** jsdom's Blob has no text(); its FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob);
  });

// Issue 29: a German admin reads the table's headings, the dates and "never" in German, as the file has them.
describe('rota report for a German admin', () => {
  const german = { ...adminUser, locale: 'de' as const };
  beforeEach(() => authStore.signIn(makeSignIn(german)));

  it('names the columns and writes the last night served in German', async () => {
    renderReport({ 'auth.me': () => german });
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 2)).toEqual(['Mitglied', 'Dienste insgesamt ↑']);
    expect(headers).toContain('Abende verhindert');
    const rows = rowTexts();
    expect(rows[0]?.[6]).toBe('Noch nie');
    expect(rows[2]?.[6]).toBe('Mi., 6. Jan. 2027');
    expect(screen.queryByText('Never')).toBeNull();
  });
});

describe('rota report CSV', () => {
  it('saves the rows in the order shown under the club date, fetching the CSV writer on the click', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          saved.push({ name: '', text: textOf(blob) });
          return 'blob:rota';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
    renderReport();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Nights on record ↑' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('Saved rota-report-2027-01-10.csv', {}, { timeout: 5000 })).toBeTruthy();
    expect(saved.map((file) => file.name)).toEqual(['rota-report-2027-01-10.csv']);
    const lines = (await saved[0]?.text)?.split('\r\n') ?? [];
    expect(lines[0]?.split(',').slice(0, 2)).toEqual(['Member', 'Nights on record']);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['Cay Cole', 'Bob Best', 'Ann Able']);
  });
});

describe('rota report on a phone', () => {
  beforeEach(() => {
    const matchMedia = window.matchMedia.bind(window);
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === PHONE_MEDIA_QUERY || query === '',
    }));
  });

  it('shows a card per member with every column named, and sorts by a choice above the cards', async () => {
    renderReport();
    const card = (await screen.findByText('Cay Cole')).closest<HTMLElement>('[role="row"]');
    if (!card) throw new Error('no card for Cay Cole');
    expect(within(card).getByText('Last served')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Cay Cole', '5', '0', '1', '2', '5', formatDanceDate('2027-01-06'), '0', '1', '0', '0', '3']);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toContain("Nights can't serve");
    expect(rowTexts().map((cells) => cells[0])).toEqual(['Ann Able', 'Bob Best', 'Cay Cole']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name' } });
    expect(rowTexts().map((cells) => cells[0])).toEqual(['Ann Able', 'Bob Best', 'Cay Cole']);
    fireEvent.click(screen.getByRole('radio', { name: 'Descending' }));
    expect(rowTexts().map((cells) => cells[0])).toEqual(['Cay Cole', 'Bob Best', 'Ann Able']);
  });
});
