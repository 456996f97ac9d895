import type { MouseEvent } from 'react';
import { catalog } from '@club/shared/plain';
import { useReaderLocale } from '../../lib/reader-locale';
import classes from './skip-link.module.css';

/**
 * Lets keyboard users jump past the navigation. Focus moves by script: with <base href> a bare '#id' link would
 * resolve against the base path and leave the page.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const locale = useReaderLocale();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${targetId}`} onClick={skip}>
      {catalog.shell_skip_to_main({}, { locale })}
    </a>
  );
}
