import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { MapConfig, PublicSettings } from '@club/shared';
import { catalog, MAP_ZOOM } from '@club/shared/plain';
import { useReaderLocale } from '../../../lib/reader-locale';
import type { MemberMarker } from '../utils/map-members';
import { CLUB_ICON, STAR_ICONS } from '../utils/leaflet-icons';
import { MAP_HEIGHT } from '../utils/map-size';
import { getFullName, statusLabels } from '../utils/member-popup';
import { ClubPopupContent } from './club-popup-content';
import { MemberPopupContent } from './member-popup-content';

type MemberMapProps = {
  markers: MemberMarker[];
  settings: PublicSettings;
  center: [lat: number, lng: number];
  /** Whether the club's own coordinates are known, or the map sits on the SPEC §9 default. */
  isDefaultCenter: boolean;
  mapConfig: MapConfig;
};

const MAP_STYLE = { height: MAP_HEIGHT, width: '100%', borderRadius: 'var(--mantine-radius-md)' };

/** The Leaflet map: the club's pin and one star per member, each opening a popup. */
export function MemberMap({ markers, settings, center, isDefaultCenter, mapConfig }: MemberMapProps) {
  const locale = useReaderLocale();
  const labels = statusLabels(locale);
  return (
    <MapContainer
      center={center}
      zoom={MAP_ZOOM}
      style={MAP_STYLE}
      // The page scrolls past the map; the wheel scrolls the page, and the zoom buttons or a double click zoom.
      scrollWheelZoom={false}
    >
      {/* An empty tile URL means no tile source is configured: the markers sit on a plain background. */}
      {mapConfig.tile_url && <TileLayer url={mapConfig.tile_url} attribution={mapConfig.attribution} />}
      <Marker
        position={center}
        icon={CLUB_ICON}
        title={catalog.map_club_marker({ club: settings.club_name }, { locale })}
        zIndexOffset={1000}
      >
        <Popup>
          <ClubPopupContent settings={settings} isDefaultCenter={isDefaultCenter} />
        </Popup>
      </Marker>
      {markers.map(({ member, position }) => (
        <Marker
          key={member.id}
          position={position}
          icon={STAR_ICONS[member.status]}
          title={`${getFullName(member)} (${labels[member.status]})`}
        >
          <Popup>
            <MemberPopupContent member={member} />
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
