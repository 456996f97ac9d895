import { type ReactNode, useId } from 'react';
import { Box, Loader, type LoaderProps, VisuallyHidden } from '@mantine/core';

type LoadingIndicatorProps = {
  size?: LoaderProps['size'];
  /** The spinner's colour; `currentColor` inside a filled button. */
  color?: LoaderProps['color'];
} & (
  | {
      /** What is loading, in words a screen reader announces: 'Loading members'. */
      label: string;
      /** Drawn instead of the spinner, hidden from assistive technology: skeleton rows in the shape of what comes. */
      children?: ReactNode;
      besideText?: never;
    }
  | {
      /** A visible text beside the spinner already says what is happening (a button's label, a heading). */
      besideText: true;
      label?: never;
      children?: never;
    }
);

/**
 * Issue 26: the app's one loading indicator. Mantine's Loader is a bare span, and an aria-label on it is a violation
 * that only shows while a query is slow (axe: aria-prohibited-attr), so no view uses Loader directly (lint forbids
 * it). Either the indicator says what is loading, as a status whose name is also its content (a live region is
 * announced by its content, found by its name), or it is a spinner hidden beside a text that says it.
 */
export function LoadingIndicator({ size, color, label, besideText, children }: LoadingIndicatorProps) {
  const labelId = useId();
  if (besideText) return <Loader size={size} color={color} aria-hidden />;
  const name = <VisuallyHidden id={labelId}>{label}</VisuallyHidden>;
  if (children)
    return (
      <div role="status" aria-labelledby={labelId}>
        <div aria-hidden>{children}</div>
        {name}
      </div>
    );
  return (
    <Box component="span" role="status" aria-labelledby={labelId} display="inline-flex">
      <Loader size={size} color={color} aria-hidden />
      {name}
    </Box>
  );
}

/**
 * Where loading shows without a spinner (a field whose placeholder says "Loading members…"): a hidden status region
 * that says the same to a screen reader. It stays on the page, empty once loaded, because a live region is announced
 * when its content changes, not when it appears.
 */
export function LoadingStatus({ label, isLoading }: { label: string; isLoading: boolean }) {
  return <VisuallyHidden role="status">{isLoading ? label : ''}</VisuallyHidden>;
}
