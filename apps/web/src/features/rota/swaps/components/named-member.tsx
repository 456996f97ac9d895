import { Text } from '@mantine/core';
import type { SwapRequest } from '@club/shared';
import { SWAP_MESSAGES } from '@club/shared/plain';

/**
 * Issue 25 point 9 (decision 053): a request that names one member was e-mailed to them alone, so its card says whom
 * it asks; a request open to everyone shows nothing here.
 */
export function NamedMember({ request }: { request: Pick<SwapRequest, 'named_member_name'> }) {
  if (!request.named_member_name) return null;
  return (
    <Text size="sm" c="dimmed">
      {SWAP_MESSAGES.askedNamed(request.named_member_name)}
    </Text>
  );
}
