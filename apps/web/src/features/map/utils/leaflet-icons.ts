import L from 'leaflet';
import type { MemberStatus } from '@club/shared';
import { clubPinSvg, getMarkerFill, PIN_SIZE, STAR_SIZE, starSvg } from './marker-icons';

// Leaflet's icons for the markers, apart from the SVG so the legend does not pull Leaflet into the main chunk.
// No 'leaflet-div-icon' class: its white box and border would frame the symbol.
const ICON_CLASS = 'club-map-marker';

function createStarIcon(status: MemberStatus): L.DivIcon {
  return L.divIcon({
    html: starSvg(getMarkerFill(status)),
    className: ICON_CLASS,
    iconSize: [STAR_SIZE, STAR_SIZE],
    iconAnchor: [STAR_SIZE / 2, STAR_SIZE / 2],
    popupAnchor: [0, -STAR_SIZE / 2],
  });
}

function createClubIcon(): L.DivIcon {
  const width = (PIN_SIZE * 24) / 32;
  return L.divIcon({
    html: clubPinSvg(),
    className: ICON_CLASS,
    iconSize: [width, PIN_SIZE],
    // The pin's tip marks the spot.
    iconAnchor: [width / 2, PIN_SIZE],
    popupAnchor: [0, -PIN_SIZE],
  });
}

// One icon per kind, shared by every marker of that kind.
export const CLUB_ICON = createClubIcon();
export const STAR_ICONS: Record<MemberStatus, L.DivIcon> = {
  assignable: createStarIcon('assignable'),
  booster: createStarIcon('booster'),
  loa: createStarIcon('loa'),
  exempt: createStarIcon('exempt'),
};
