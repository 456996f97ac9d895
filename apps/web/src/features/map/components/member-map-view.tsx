import { lazy, Suspense } from 'react';
import { Alert, Box, Button, Center, Paper, Stack } from '@mantine/core';
import { IconInfoCircle, IconMapPinSearch } from '@tabler/icons-react';
import type { SessionUser } from '@club/shared';
import { DEFAULT_CLUB_LOCATION, GEOCODE_MESSAGES, LOAD_ERROR_TITLES } from '@club/shared/plain';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { PageHeader } from '../../../components/page-header';
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

function describeCounts(onMap: number, awaitingGeocode: number): string {
  const placed = `${onMap} ${onMap === 1 ? 'member' : 'members'} on the map`;
  return awaitingGeocode > 0
    ? `${placed} · ${awaitingGeocode} ${awaitingGeocode === 1 ? 'address' : 'addresses'} not geocoded yet`
    : placed;
}

/** SPEC §2 Map: where the members live, and for admins 'Geocode All Addresses' to place the rest. */
export function MemberMapView({ user }: { user: SessionUser }) {
  const { members, all } = useMapData();
  const geocode = useGeocodeJob();
  const mapMembers = members && getMapMembers(members);

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
          <Alert color="blue" variant="light" icon={<IconInfoCircle />} title="No members have map locations yet">
            {user.is_admin
              ? "Run 'Geocode All Addresses' to look up the members' addresses and place them on the map."
              : 'Members appear here once an administrator has looked up their addresses.'}
          </Alert>
        )}
        <Box component="section" aria-label="Map of member locations">
          <MapErrorBoundary>
            <Suspense fallback={<LoadingPanel label="Loading map" />}>
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
        title="Member Locations Map"
        subtitle={
          mapMembers ? describeCounts(mapMembers.markers.length, mapMembers.awaitingGeocodeCount) : 'Loading members...'
        }
        actions={
          user.is_admin && (
            <Button
              leftSection={<IconMapPinSearch size={18} />}
              onClick={geocode.isStalled ? geocode.restart : geocode.start}
              disabled={geocode.isRunning}
            >
              {geocode.isStalled ? GEOCODE_MESSAGES.restartButton : 'Geocode All Addresses'}
            </Button>
          )
        }
      />
      <Stack gap="md">
        {geocode.shownProgress && <GeocodeProgressBar progress={geocode.shownProgress} canRestart={user.is_admin} />}
        <QueryState
          query={all}
          errorTitle={LOAD_ERROR_TITLES.map}
          loadingLabel="Loading map"
          loading={<LoadingPanel label="Loading map" />}
        >
          {renderContent}
        </QueryState>
        {/* Issue 27: the legend needs no data, so it is there from the first paint instead of pushing in after the map. */}
        {!all.isError && <MapLegend />}
      </Stack>
    </>
  );
}
