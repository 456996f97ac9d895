import { Component, type ReactNode } from 'react';
import { LOAD_ERROR_TITLES } from '@club/shared/plain';
import { ErrorPanel } from '../../../components/error-panel';

type MapErrorBoundaryProps = {
  children: ReactNode;
  /**
   * Starts the map again. By default the page reloads: the browser remembers a failed import of the map's chunk until
   * then, so mounting the map again would only fail again.
   */
  onRetry?: () => void;
};
type MapErrorBoundaryState = { error: Error | null };

/**
 * SPEC §2: when the map's code cannot load or the map cannot start, a 'Map Error' panel takes its place and the rest
 * of the page (header, legend, geocoding) keeps working.
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, MapErrorBoundaryState> {
  override state: MapErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): MapErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { onRetry = () => window.location.reload() } = this.props;
    return (
      <ErrorPanel
        title={LOAD_ERROR_TITLES.map}
        message={`The map could not be started: ${error.message}`}
        onRetry={onRetry}
      />
    );
  }
}
