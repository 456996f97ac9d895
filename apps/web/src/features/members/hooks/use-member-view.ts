import { useLocalStorage } from '@mantine/hooks';
import { DEFAULT_MEMBER_VIEW, MEMBER_VIEW_STORAGE_KEY, type MemberView, parseMemberView } from '../utils/member-view';

/** SPEC §3 local persistence: the directory's filters and sort survive a reload and the next visit. */
export function useMemberView() {
  return useLocalStorage<MemberView>({
    key: MEMBER_VIEW_STORAGE_KEY,
    defaultValue: DEFAULT_MEMBER_VIEW,
    // Read synchronously, so the first request already carries the stored filters.
    getInitialValueInEffect: false,
    serialize: (view) => JSON.stringify(view),
    deserialize: parseMemberView,
  });
}
