/**
 * Straight-line distance for "near me": the haversine formula on a sphere of the Earth's mean radius
 * (6,371.0088 km, IUGG). Good to well under 1 % at UAE distances; road distance is longer.
 */
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Distance in km between two points, rounded to one decimal. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

/** Distance from `from` to a lab, or null when either point is unknown. */
export function labDistanceKm(
  from: LatLng | null | undefined,
  lab: { latitude: number | null; longitude: number | null },
): number | null {
  if (!from || lab.latitude === null || lab.longitude === null) return null;
  return distanceKm(from, { lat: lab.latitude, lng: lab.longitude });
}
