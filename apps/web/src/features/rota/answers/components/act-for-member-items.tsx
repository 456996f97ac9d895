import { Fragment } from 'react';
import { ActionIcon, Button, Menu, Tooltip } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { actingMessages } from '@club/shared/plain';
import { useReaderLocale } from '../../../../lib/reader-locale';
import type { MenuControl } from '../../../../components/lazy-menu';
import type { Acting, Squarehead } from './act-for-member-dialog';

export type ActForMemberMenuProps = {
  squareheads: Squarehead[];
  /** The button's name for screen readers, with the night's date. */
  label: string;
  fullWidth: boolean;
  onConfirm: (member: Squarehead) => void;
  onAct: (acting: Acting) => void;
};

/** The "For a squarehead…" menu itself, fetched after the page has drawn (act-for-member.tsx). */
export function ActForMemberItems({
  squareheads,
  label,
  fullWidth,
  onConfirm,
  onAct,
  opened,
  onChange,
}: ActForMemberMenuProps & MenuControl) {
  const words = actingMessages(useReaderLocale());
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        {fullWidth ? (
          <Button variant="default" fullWidth leftSection={<IconUserShare size={18} />} aria-label={label}>
            {words.menuLabel}
          </Button>
        ) : (
          <Tooltip label={words.menuLabel} withArrow>
            <ActionIcon variant="subtle" color="gray" aria-label={label}>
              <IconUserShare size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {squareheads.map((member) => (
          <Fragment key={member.id}>
            {member.waiting && <Menu.Item onClick={() => onConfirm(member)}>{words.confirmFor(member.name)}</Menu.Item>}
            {!member.cantServe && (
              <Menu.Item onClick={() => onAct({ kind: 'cant_serve', member })}>
                {words.cantServeFor(member.name)}
              </Menu.Item>
            )}
            <Menu.Item onClick={() => onAct({ kind: 'ask_cover', member })}>{words.askCoverFor(member.name)}</Menu.Item>
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
