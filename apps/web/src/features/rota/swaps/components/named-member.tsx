import { Text } from '@mantine/core';
import type { SwapRequest } from '@club/shared';
import { swapMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';

/**
 * Issue 25 point 9 (decision 053): a request that names one member was e-mailed to them alone, so its card says whom
 * it asks; a request open to everyone shows nothing here.
 */
export function NamedMember({ request }: { request: Pick<SwapRequest, 'named_member_name'> }) {
  const locale = useReaderLocale();
  if (!request.named_member_name) return null;
  return (
    <Text size="sm" c="dimmed">
      {swapMessages(locale).askedNamed(request.named_member_name)}
    </Text>
  );
}
