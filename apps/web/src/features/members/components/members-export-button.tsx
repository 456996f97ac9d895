import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import { LoadingIndicator } from '../../../components/loading-indicator';

export type PdfScope = 'all' | 'filtered';

export type MembersExportMenuProps = {
  onCsv: () => void;
  onPdf: (scope: PdfScope) => void;
  isBusy: boolean;
  /** The whole roster has not loaded, or is empty. */
  isPdfDisabled: boolean;
  /**
   * How many members the filters let through, or null when nothing is filtered. Issue 17: the PDF is the club's
   * directory, so a filtered list offers it whole and for these members only, never the filtered one silently.
   */
  filteredCount: number | null;
};

type ExportButtonProps = { isBusy: boolean } & Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'>;

/** The Export button: the menu's target, and drawn alone until the menu's code has arrived. */
export function ExportButton({ isBusy, ...button }: ExportButtonProps) {
  const to = { locale: useReaderLocale() };
  return (
    <Button
      variant="default"
      leftSection={isBusy ? <LoadingIndicator size={16} besideText /> : <IconDownload size={18} />}
      rightSection={<IconChevronDown size={16} />}
      // Busy, not disabled: the click guard decides what a second click does (SPEC §4).
      aria-busy={isBusy}
      {...button}
    >
      {catalog.mem_b_export({}, to)}
    </Button>
  );
}
