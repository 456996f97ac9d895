import { Anchor, type AnchorProps } from '@mantine/core';
import { toTelHref } from '../utils/member-display';

export function EmailLink({ email, ...props }: { email: string } & AnchorProps) {
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      {email}
    </Anchor>
  );
}

export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  return (
    <Anchor href={toTelHref(phone)} {...props}>
      {phone}
    </Anchor>
  );
}
