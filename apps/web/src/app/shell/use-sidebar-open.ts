import { useLocalStorage } from '@mantine/hooks';

/** SPEC §3 local persistence: the desktop sidebar stays open or closed across visits. */
export function useSidebarOpen() {
  return useLocalStorage<boolean>({
    key: 'club-manager.sidebar-open',
    defaultValue: true,
    getInitialValueInEffect: false,
  });
}
