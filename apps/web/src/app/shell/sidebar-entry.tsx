import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { UnstyledButton } from '@mantine/core';
import { Link } from '../../lib/router/link';
import type { To } from '../../lib/router/location';
import classes from './sidebar-entry.module.css';

type EntryContent = { label: string; icon: ReactNode };

type SidebarEntryProps = EntryContent &
  (
    | ({ to: To } & Omit<ComponentPropsWithoutRef<typeof Link>, 'to' | 'children'>)
    | ({ to?: never } & Omit<ComponentPropsWithoutRef<'button'>, 'children'>)
  );

/** One entry of the sidebar: a page (a link, marked with aria-current when open) or an action such as Logout. */
export function SidebarEntry({ label, icon, ...target }: SidebarEntryProps) {
  const content = (
    <>
      <span className={classes.icon}>{icon}</span>
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
      </span>
    </>
  );
  return target.to === undefined ? (
    <UnstyledButton type="button" {...target} className={classes.entry}>
      {content}
    </UnstyledButton>
  ) : (
    <UnstyledButton component={Link} {...target} className={classes.entry}>
      {content}
    </UnstyledButton>
  );
}
