import { Button, Menu } from '@mantine/core';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { IconChevronDown, IconDownload, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';

export type PdfScope = 'all' | 'filtered';

type MembersExportMenuProps = {
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

/** SPEC §2 Export dropdown; any signed-in user may export (SPEC §6). */
export function MembersExportMenu({ onCsv, onPdf, isBusy, isPdfDisabled, filteredCount }: MembersExportMenuProps) {
  return (
    // No focus placeholder: Mantine's is a presentational div with a tabindex inside role="menu", which breaks the
    // menu's required children (axe aria-required-children); focus goes to the menu, arrow keys to the items.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={isBusy ? <LoadingIndicator size={16} besideText /> : <IconDownload size={18} />}
          rightSection={<IconChevronDown size={16} />}
          // Busy, not disabled: the click guard decides what a second click does (SPEC §4).
          aria-busy={isBusy}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={18} />} onClick={onCsv}>
          CSV File
        </Menu.Item>
        {filteredCount === null ? (
          <Menu.Item leftSection={<IconFileTypePdf size={18} />} onClick={() => onPdf('all')} disabled={isPdfDisabled}>
            PDF File
          </Menu.Item>
        ) : (
          <>
            <Menu.Item
              leftSection={<IconFileTypePdf size={18} />}
              onClick={() => onPdf('all')}
              disabled={isPdfDisabled}
            >
              PDF File (all members)
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypePdf size={18} />}
              onClick={() => onPdf('filtered')}
              disabled={filteredCount === 0}
            >
              {filteredCount === 1 ? 'PDF File (this 1 member)' : `PDF File (these ${filteredCount} members)`}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
