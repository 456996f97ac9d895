import { Menu } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf } from '@tabler/icons-react';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
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
  const to = { locale: useReaderLocale() };
  return (
    // No focus placeholder: Mantine's is a presentational div with a tabindex inside role="menu", which breaks the
    // menu's required children (axe aria-required-children); focus goes to the menu, arrow keys to the items.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false} opened={opened} onChange={onChange}>
      <Menu.Target>
        <ExportButton isBusy={isBusy} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileTypeCsv size={18} />} onClick={onCsv}>
          {catalog.mem_b_export_csv({}, to)}
        </Menu.Item>
        {filteredCount === null ? (
          <Menu.Item leftSection={<IconFileTypePdf size={18} />} onClick={() => onPdf('all')} disabled={isPdfDisabled}>
            {catalog.mem_b_export_pdf({}, to)}
          </Menu.Item>
        ) : (
          <>
            <Menu.Item
              leftSection={<IconFileTypePdf size={18} />}
              onClick={() => onPdf('all')}
              disabled={isPdfDisabled}
            >
              {catalog.mem_b_export_pdf_all({}, to)}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFileTypePdf size={18} />}
              onClick={() => onPdf('filtered')}
              disabled={filteredCount === 0}
            >
              {catalog.mem_b_export_pdf_filtered({ count: filteredCount }, to)}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
