import { Anchor, type AnchorProps, Text } from '@mantine/core';
import { phoneLink } from '@club/shared/plain';
import { WholeEmail } from './whole-words';

export function EmailLink({ email, ...props }: { email: string } & AnchorProps) {
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      <WholeEmail email={email} />
    </Anchor>
  );
}

/**
 * Issue 26: a member's number as they wrote it, calling the E.164 number; a number the server could not read has
 * nothing to call. `label` names the link for a screen reader, given the text.
 */
export function PhoneLink({
  phone,
  e164,
  label,
  ...props
}: { phone: string; e164: string | null; label?: (text: string) => string } & AnchorProps) {
  const { text, href } = phoneLink(phone, e164);
  if (href === null) {
    return (
      <Text span size={props.size ?? 'sm'}>
        {text}
      </Text>
    );
  }
  return (
    <Anchor href={href} aria-label={label?.(text)} {...props}>
      {text}
    </Anchor>
  );
}
