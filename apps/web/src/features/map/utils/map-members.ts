import type { Member } from '@club/shared';
import { getSpiralOffset, NOT_A_HOME_ADDRESS } from '@club/shared/plain';

/** A member on the map, where their marker goes (moved along the spiral when others share the point). */
export type MemberMarker = { member: Member; position: [lat: number, lng: number] };

export type MapMembers = {
  markers: MemberMarker[];
  /** Members with a home address but no coordinates yet: 'Geocode All Addresses' would place them. */
  awaitingGeocodeCount: number;
};

/** SPEC §2: members with no address, or with the placeholder 'Web Host', have no home to show. */
export function hasHomeAddress(member: Pick<Member, 'address'>): boolean {
  const address = member.address?.trim() ?? '';
  return address !== '' && address.toLowerCase() !== NOT_A_HOME_ADDRESS.toLowerCase();
}

/**
 * The markers of the roster. Members sharing exact coordinates (a couple at one address) are spread on the SPEC §9
 * spiral in roster order, so the first stays on the address and none hides another.
 */
export function getMapMembers(members: readonly Member[]): MapMembers {
  const repeats = new Map<string, number>();
  const markers: MemberMarker[] = [];
  let awaitingGeocodeCount = 0;
  for (const member of members) {
    if (!hasHomeAddress(member)) continue;
    const { latitude, longitude } = member;
    if (latitude === null || longitude === null) {
      awaitingGeocodeCount += 1;
      continue;
    }
    const key = `${latitude},${longitude}`;
    const repeat = repeats.get(key) ?? 0;
    repeats.set(key, repeat + 1);
    const { dLat, dLng } = getSpiralOffset(repeat);
    markers.push({ member, position: [latitude + dLat, longitude + dLng] });
  }
  return { markers, awaitingGeocodeCount };
}
