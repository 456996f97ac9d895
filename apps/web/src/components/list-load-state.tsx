import { Alert, Button, Loader, Stack } from '@mantine/core';
import { getErrorMessage } from '../lib/api-error';

type ListLoadStateProps = {
  /** A TanStack query's state: pending shows the loader, error the message and a retry. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** What is loading, as the loader's name: "Loading API tokens". */
  loadingLabel: string;
  /** The failure's title: "Could not load the API tokens". */
  errorTitle: string;
};

/** The loading and failed states of a list inside a card; the card shows the list itself once it is there. */
export function ListLoadState({ query, loadingLabel, errorTitle }: ListLoadStateProps) {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (!query.isError) return null;
  return (
    <Alert color="red" variant="light" title={errorTitle}>
      <Stack gap="xs" align="flex-start">
        {getErrorMessage(query.error)}
        <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
