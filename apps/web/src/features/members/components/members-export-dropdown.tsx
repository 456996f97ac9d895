import { Menu } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import type { MenuControl } from '../../../components/lazy-menu';
import { ExportButton, type MembersExportMenuProps } from './members-export-button';

/** The Export menu itself, fetched after the page has drawn (members-export-menu.tsx). */
export function MembersExportDropdown({
  onCsv,
  onPdf,
  isBusy,
  isPdfDisabled,
  filteredCount,
  opened,
  onChange,
}: MembersExportMenuProps & MenuControl) {
  return (
    // No focus placeholder: Mantine's is a presentational div with a tabindex inside role="menu", which breaks the
    // menu's required children (axe aria-required-children); focus goes to the menu, arrow keys to the items.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={onChange}>
      <Menu.Target>
        <ExportButton isBusy={isBusy} />
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
