import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Center, Paper, Stack } from '@mantine/core';
import { IconInfoCircle, IconMapPinSearch } from '@tabler/icons-react';
import type { SessionUser } from '@club/shared';
import { catalog, type Locale } from '@club/shared/plain';
import { DEFAULT_CLUB_LOCATION, GEOCODE_MESSAGES, loadErrorTitles } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
import { useReaderLocale } from '../../../lib/reader-locale';
import { QueryState } from '../../../components/query-state';
import { useGeocodeJob } from '../hooks/use-geocode-job';
import { useMapData } from '../hooks/use-map-data';
import { getMapMembers } from '../utils/map-members';
import { MAP_HEIGHT } from '../utils/map-size';
import { GeocodeProgressBar } from './geocode-progress-bar';
import { MapErrorBoundary } from './map-error-boundary';
import { MapLegend } from './map-legend';

// SPEC §2 'failure to load the maps script': Leaflet comes in its own chunk, loaded with the map page; when that
// chunk cannot load, the error boundary shows 'Map Error' like any other failure to start the map.
const MemberMap = lazy(() => import('./member-map').then((module) => ({ default: module.MemberMap })));

function LoadingPanel({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md" p="xl" h={MAP_HEIGHT} aria-busy>
      <Center h="100%">
        <LoadingIndicator label={label} />
      </Center>
    </Paper>
  );
}

function describeCounts(onMap: number, awaitingGeocode: number, locale: Locale): string {
  const placed = catalog.map_members_on_map({ count: onMap }, { locale });
  return awaitingGeocode > 0
    ? `${placed} · ${catalog.map_not_geocoded({ count: awaitingGeocode }, { locale })}`
    : placed;
}

/** SPEC §2 Map: where the members live, and for admins 'Geocode All Addresses' to place the rest. */
export function MemberMapView({ user }: { user: SessionUser }) {
  const { members, all } = useMapData();
  const geocode = useGeocodeJob();
  const mapMembers = members && getMapMembers(members);
  const locale = useReaderLocale();
  const to = { locale };

  const renderContent = ([roster, settings, mapConfig]: NonNullable<typeof all.data>) => {
    const { markers } = getMapMembers(roster.users);
    const { club_lat, club_lng } = settings;
    const hasClubLocation = club_lat !== null && club_lng !== null;
    const center: [number, number] = hasClubLocation
      ? [club_lat, club_lng]
      : [DEFAULT_CLUB_LOCATION.lat, DEFAULT_CLUB_LOCATION.lng];
    return (
      <>
        {markers.length === 0 && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={catalog.map_no_locations({}, to)}>
            {user.is_admin ? catalog.map_no_locations_admin({}, to) : catalog.map_no_locations_member({}, to)}
          </Alert>
        )}
        <Box component="section" aria-label={catalog.map_section({}, to)}>
          <MapErrorBoundary>
            <Suspense fallback={<LoadingPanel label={catalog.map_loading({}, to)} />}>
              <MemberMap
                markers={markers}
                settings={settings}
                center={center}
                isDefaultCenter={!hasClubLocation}
                mapConfig={mapConfig}
              />
            </Suspense>
          </MapErrorBoundary>
        </Box>
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={catalog.map_title({}, to)}
        subtitle={
          mapMembers
            ? describeCounts(mapMembers.markers.length, mapMembers.awaitingGeocodeCount, locale)
            : catalog.map_loading_members({}, to)
        }
        actions={
          user.is_admin && (
            <Button
              leftSection={<IconMapPinSearch size={18} />}
              onClick={geocode.isStalled ? geocode.restart : geocode.start}
              disabled={geocode.isRunning}
            >
              {geocode.isStalled ? GEOCODE_MESSAGES.restartButton : catalog.map_geocode_all({}, to)}
            </Button>
          )
        }
      />
      <Stack gap="md">
        {geocode.shownProgress && <GeocodeProgressBar progress={geocode.shownProgress} canRestart={user.is_admin} />}
        <QueryState
          query={all}
          errorTitle={loadErrorTitles(locale).map}
          loadingLabel={catalog.map_loading({}, to)}
          loading={<LoadingPanel label={catalog.map_loading({}, to)} />}
        >
          {renderContent}
        </QueryState>
        {/* Issue 27: the legend needs no data, so it is there from the first paint instead of pushing in after the map. */}
        {!all.isError && <MapLegend />}
      </Stack>
    </>
  );
}
