import { cloneElement, type ComponentType, type ReactElement, type Ref, useEffect, useState } from 'react';
import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { loadOnce } from '../lib/load-once';
import { whenIdle } from '../lib/when-idle';

const tooltip = loadOnce<ComponentType<TooltipProps>>(() => import('./tooltip').then((module) => module.Tooltip));

type LazyTooltipProps = Omit<TooltipProps, 'children' | 'target'> & {
  /** One element that takes a ref: the button or icon the tooltip names. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
};

/**
 * Issue 27: a hover label whose code (Mantine's Tooltip and floating-ui, some 30 kB gzip) is no part of the page's
 * first paint. The element is drawn at once and never drawn again for the tooltip: the code is fetched once the
 * browser is idle, and the tooltip then attaches to the element as its target. Every element it names also carries
 * the same words for screen readers (aria-label), so a tooltip that has not arrived hides nothing.
 */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState(tooltip.loaded);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const ref = useMergedRef(children.props.ref, setTarget);

  useEffect(() => {
    if (Tooltip) return;
    let isCurrent = true;
    const cancel = whenIdle(() => {
      tooltip.load().then(
        (component) => isCurrent && setTooltip(() => component),
        // Without its code the element still works and is still named; the next page tries again.
        () => undefined,
      );
    });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [Tooltip]);

  return (
    <>
      {cloneElement(children, { ref })}
      {Tooltip && target && <Tooltip {...props} target={target} />}
    </>
  );
}
