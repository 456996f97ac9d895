import type { ReactNode } from 'react';
import { Alert, Button, Center, Paper, Stack } from '@mantine/core';
import { catalog } from '@club/shared/plain';
import { getErrorMessage } from '../lib/api-error';
import { useReaderLocale } from '../lib/reader-locale';
import { ErrorPanel } from './error-panel';
import { LoadingIndicator } from './loading-indicator';

/** What QueryState reads of a TanStack query (or of several, combined by `allQueries`). */
export type QueryLike<T> = {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

type QueryStateProps<T> = {
  query: QueryLike<T>;
  /** The failure's title (the SPEC §8 panel names), or one chosen from the error. */
  errorTitle: string | ((error: unknown) => string);
  /** What the failure says; the server's message (SPEC §8 generic handler) unless given. */
  errorMessage?: (error: unknown) => ReactNode;
  /** The loader's accessible name: 'Loading members'. */
  loadingLabel: string;
  /** Shown while loading instead of the loader (a skeleton, a sentence). */
  loading?: ReactNode;
  /** The empty state when the data has nothing to show; null or false when it has. */
  empty?: (data: T) => ReactNode;
  /** A page's panel, or the small loader and alert of a list inside a card. */
  variant?: 'page' | 'card';
  children: (data: T) => ReactNode;
};

/**
 * The one loading, failed (with a retry) and empty state of every page and card. The content renders only once the
 * data is there, so views never handle `undefined`.
 */
export function QueryState<T>({
  query,
  errorTitle,
  errorMessage = getErrorMessage,
  loadingLabel,
  loading,
  empty,
  variant = 'page',
  children,
}: QueryStateProps<T>) {
  const locale = useReaderLocale();
  if (query.isError) {
    const title = typeof errorTitle === 'function' ? errorTitle(query.error) : errorTitle;
    const retry = () => void query.refetch();
    if (variant === 'card') {
      return (
        <Alert color="red" variant="light" title={title}>
          <Stack gap="xs" align="flex-start">
            {errorMessage(query.error)}
            <Button size="xs" variant="light" color="red" onClick={retry}>
              {catalog.shell_try_again({}, { locale })}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return (
      <ErrorPanel title={title} message={errorMessage(query.error)} onRetry={retry} isRetrying={query.isFetching} />
    );
  }
  if (query.data === undefined) {
    if (loading !== undefined) return loading;
    if (variant === 'card') return <LoadingIndicator size="sm" label={loadingLabel} />;
    return (
      <Paper withBorder radius="md" p="xl" aria-busy>
        <Center>
          <LoadingIndicator label={loadingLabel} />
        </Center>
      </Paper>
    );
  }
  const emptyState = empty?.(query.data);
  if (emptyState !== undefined && emptyState !== null && emptyState !== false) return emptyState;
  return children(query.data);
}

type DataOf<Q> = Q extends { data: infer T } ? Exclude<T, undefined> : never;

/** Several queries as one: loaded when all are, failed when any is (its error shown), retried together. */
export function allQueries<const Qs extends readonly QueryLike<unknown>[]>(
  queries: Qs,
): QueryLike<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const failed = queries.filter((query) => query.isError);
  const isLoaded = queries.every((query) => query.data !== undefined);
  return {
    data: isLoaded ? (queries.map((query) => query.data) as { [K in keyof Qs]: DataOf<Qs[K]> }) : undefined,
    isError: failed.length > 0,
    error: failed[0]?.error,
    isFetching: queries.some((query) => query.isFetching),
    refetch: () => (failed.length > 0 ? failed : queries).forEach((query) => void query.refetch()),
  };
}
