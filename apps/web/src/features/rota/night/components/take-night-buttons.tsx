import { Button, type ButtonProps, Group } from '@mantine/core';
import type { OpenNight } from '@club/shared';
import { signupWebMessages } from '@club/shared/plain';
import { formatDanceDate } from '../../../../lib/dance-date';
import { useSignUpForNight } from '../hooks/use-night-signup';
import { useReaderLocale } from '../../../../lib/reader-locale';

type TakeNightButtonsProps = {
  night: Pick<OpenNight, 'assignment_id' | 'dance_date' | 'with_partner'>;
  partnerName: string | null;
  fullWidth?: boolean;
  /** Mantine's default, 14 px, for older members' eyes; the schedule table, ten columns at 1366 px, asks for less. */
  size?: ButtonProps['size'];
};

/**
 * Issue 19 part 2: "Take this night", and "Take it with {partner}" when the partner may take it too. On My duties'
 * open nights and on the schedules. Each button names the night for screen readers.
 */
export function TakeNightButtons({ night, partnerName, fullWidth = false, size }: TakeNightButtonsProps) {
  const words = signupWebMessages(useReaderLocale());
  const signUp = useSignUpForNight(partnerName);
  const date = formatDanceDate(night.dance_date);
  const take = (withPartner: boolean) =>
    signUp.mutate({ id: night.assignment_id, data: withPartner ? { with_partner: true } : {} });
  return (
    <Group gap="xs" grow={fullWidth} onClick={(event) => event.stopPropagation()}>
      <Button size={size} loading={signUp.isPending} onClick={() => take(false)} aria-label={`${words.take}: ${date}`}>
        {words.take}
      </Button>
      {night.with_partner && partnerName && (
        <Button
          size={size}
          variant="light"
          disabled={signUp.isPending}
          onClick={() => take(true)}
          aria-label={`${words.takeWith(partnerName)}: ${date}`}
        >
          {words.takeWith(partnerName)}
        </Button>
      )}
    </Group>
  );
}
