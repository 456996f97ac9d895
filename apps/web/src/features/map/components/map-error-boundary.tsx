import { Component, type ReactNode } from 'react';
import { catalog, loadErrorTitles } from '@club/shared/plain';
import { ErrorPanel } from '../../../components/error-panel';
import { visitorLocale } from '../../../components/visitor-locale';

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
    // A class has no hooks; the page's locale follows the reader's.
    const locale = visitorLocale();
    return (
      <ErrorPanel
        title={loadErrorTitles(locale).map}
        message={catalog.map_could_not_start({ error: error.message }, { locale })}
        onRetry={onRetry}
      />
    );
  }
}
