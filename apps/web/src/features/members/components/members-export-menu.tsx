import { Button, Loader, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';

type MembersExportMenuProps = {
  onCsv: () => void;
  onPdf: () => void;
  isBusy: boolean;
  /** No rows, no roster: the PDF covers the rows on screen. */
  isPdfDisabled: boolean;
};

/** SPEC §2 Export dropdown; any signed-in user may export (SPEC §6). */
export function MembersExportMenu({ onCsv, onPdf, isBusy, isPdfDisabled }: MembersExportMenuProps) {
  return (
    // No focus placeholder: Mantine's is a presentational div with a tabindex inside role="menu", which breaks the
    // menu's required children (axe aria-required-children); focus goes to the menu, arrow keys to the items.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={isBusy ? <Loader size={16} /> : <IconDownload size={18} />}
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
        <Menu.Item leftSection={<IconFileTypePdf size={18} />} onClick={onPdf} disabled={isPdfDisabled}>
          PDF File
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
