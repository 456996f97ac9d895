import { lazyMenu, type MenuOpenerProps } from '../../../components/lazy-menu';
import { ExportButton, type MembersExportMenuProps } from './members-export-button';

function ExportOpener({ isBusy, onClick, ...opener }: MembersExportMenuProps & MenuOpenerProps) {
  return (
    <ExportButton
      isBusy={isBusy}
      onClick={onClick}
      aria-haspopup={opener['aria-haspopup']}
      aria-expanded={opener['aria-expanded']}
    />
  );
}

/** SPEC §2 Export dropdown; any signed-in user may export (SPEC §6). Its menu arrives after the page (issue 27). */
export const MembersExportMenu = lazyMenu<MembersExportMenuProps>(
  () => import('./members-export-dropdown').then((module) => module.MembersExportDropdown),
  ExportOpener,
);
