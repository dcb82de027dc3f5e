/** Location messages: coordinates checked, shown to 5 decimals (about 1 m), and a plain link to a map site. */

export interface Place {
  latitude: number;
  longitude: number;
}

/** Parses typed coordinates ('31.23', ' -121.5 '); null when either is missing or out of range. */
export function parsePlace(latitude: string, longitude: string): Place | null {
  const lat = Number(latitude.trim());
  const lon = Number(longitude.trim());
  if (!latitude.trim() || !longitude.trim() || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { latitude: lat, longitude: lon };
}

/** '31.23040, 121.47370' (north and east positive). */
export function formatPlace({ latitude, longitude }: Place): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** A link to the place on OpenStreetMap: opened by the user in a new tab, nothing of it is loaded in the widget. */
export function mapHref({ latitude, longitude }: Place): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}

/** The place a received payload names, when its numbers are usable. */
export function placeOf(payload: { latitude?: unknown; longitude?: unknown }): Place | null {
  const { latitude, longitude } = payload;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return parsePlace(String(latitude), String(longitude));
}
