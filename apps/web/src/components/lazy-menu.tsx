import { type ComponentType, useEffect, useRef, useState } from 'react';
import { commonMessages } from '@club/shared/plain';
import { visitorLocale } from './visitor-locale';
import { useToast } from '../lib/toast/use-toast';
import { loadOnce } from '../lib/load-once';
import { whenIdle } from '../lib/when-idle';

/** What the button drawn in a lazy menu's place is given: it opens the menu, and says that it does. */
export type MenuOpenerProps = { onClick: () => void; 'aria-haspopup': 'menu'; 'aria-expanded': false };

/** What the menu itself is given: Mantine's Menu, controlled (`opened`, `onChange`). */
export type MenuControl = { opened: boolean; onChange: (opened: boolean) => void };

/**
 * Issue 27: a menu whose code (Mantine's Menu and Popover with floating-ui, some 25 kB gzip) is no part of the page's
 * first paint. Until its button is first pressed, the page draws `Opener`: the same button the menu uses as its
 * target, without the menu. The menu's code is fetched once the browser is idle after the page has drawn; the press
 * draws the menu, closed, gives its button the focus the pressed one had, then opens it, so that Mantine notes the
 * button to give the focus back to on Escape. A press before the code has arrived opens the menu when it arrives.
 * Once fetched, later pages draw the menu straight away.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<ComponentType<P & MenuControl>>,
  Opener: ComponentType<P & MenuOpenerProps>,
): ComponentType<P> {
  const chunk = loadOnce(load);

  function LazyMenu(props: P) {
    const toast = useToast();
    const holder = useRef<HTMLSpanElement>(null);
    const [Menu, setMenu] = useState(chunk.loaded);
    const [pressed, setPressed] = useState(false);
    const [opened, setOpened] = useState(false);

    useEffect(() => {
      if (Menu) return;
      return whenIdle(() => void chunk.load().catch(() => undefined));
    }, [Menu]);

    useEffect(() => {
      if (!pressed || Menu) return;
      let isCurrent = true;
      chunk.load().then(
        (component) => isCurrent && setMenu(() => component),
        () => {
          if (!isCurrent) return;
          setPressed(false);
          toast.error(commonMessages(visitorLocale()).appLoadFailed);
        },
      );
      return () => {
        isCurrent = false;
      };
    }, [pressed, Menu, toast]);

    // The pressed button has gone with its focus; the menu's own button takes it before the menu opens.
    useEffect(() => {
      if (!Menu || !pressed) return;
      setPressed(false);
      if (document.activeElement === null || document.activeElement === document.body)
        holder.current?.querySelector<HTMLElement>('[aria-haspopup="menu"]')?.focus();
      setOpened(true);
    }, [Menu, pressed]);

    return (
      // `display: contents`: the holder draws no box, so the button sits in the page's layout as if it held none.
      <span ref={holder} style={{ display: 'contents' }}>
        {Menu ? (
          <Menu {...props} opened={opened} onChange={setOpened} />
        ) : (
          <Opener {...props} onClick={() => setPressed(true)} aria-haspopup="menu" aria-expanded={false} />
        )}
      </span>
    );
  }
  return LazyMenu;
}
