/*
 * Geometry of the search: a grid of cells of 0.1° latitude by 0.15° longitude (about 11 by
 * 10 km in the Netherlands) narrows a radius search to a few dozen cells; the exact test is
 * then a dot product of unit vectors, so no trigonometry per row.
 */

export const EARTH_RADIUS_KM = 6371.0088;
const LAT_STEPS_PER_DEGREE = 10;
const LON_STEP = 0.15;

/** The cell of a point; the same formula as the SQL in search-projection.queries.ts. */
export function cellOf(latitude: number, longitude: number): number {
  return Math.floor(latitude * LAT_STEPS_PER_DEGREE) * 10_000 + Math.floor(longitude / LON_STEP) + 5000;
}

export const CELL_SQL = (lat: string, lon: string) =>
  `(floor(${lat} * ${LAT_STEPS_PER_DEGREE})::int * 10000 + floor(${lon} / ${LON_STEP})::int + 5000)`;

export type UnitVector = { x: number; y: number; z: number };

export function unitVector(latitude: number, longitude: number): UnitVector {
  const lat = (latitude * Math.PI) / 180;
  const lon = (longitude * Math.PI) / 180;
  return { x: Math.cos(lat) * Math.cos(lon), y: Math.cos(lat) * Math.sin(lon), z: Math.sin(lat) };
}

/** Great-circle distance in km (haversine), on the same sphere as the search. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Every cell that may hold a point within `radiusKm` of the centre: the cells of the circle's
 * bounding box, less those whose nearest point is clearly outside the circle (the corners: about
 * a fifth of the box for 25 km, rows a place search would otherwise read and throw away).
 */
export function cellsWithin(latitude: number, longitude: number, radiusKm: number): number[] {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const maxLat = Math.min(89.9, latitude + dLat);
  const minLat = Math.max(-89.9, latitude - dLat);
  // The widest longitude span of the circle lies at the latitude farthest from the equator.
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const dLon = dLat / Math.cos((widest * Math.PI) / 180);
  // The point of a cell nearest to the centre, found by clamping, is off the true nearest point
  // by far less than this (0.1 km at 200 km): a cell is only left out with room to spare.
  const reach = radiusKm * 1.01 + 0.1;
  const centre = { latitude, longitude };
  const cells: number[] = [];
  for (
    let latIndex = Math.floor(minLat * LAT_STEPS_PER_DEGREE);
    latIndex <= Math.floor(maxLat * LAT_STEPS_PER_DEGREE);
    latIndex++
  ) {
    const south = latIndex / LAT_STEPS_PER_DEGREE;
    const nearestLat = Math.min(Math.max(latitude, south), south + 1 / LAT_STEPS_PER_DEGREE);
    for (
      let lonIndex = Math.floor((longitude - dLon) / LON_STEP);
      lonIndex <= Math.floor((longitude + dLon) / LON_STEP);
      lonIndex++
    ) {
      const west = lonIndex * LON_STEP;
      const nearestLon = Math.min(Math.max(longitude, west), west + LON_STEP);
      if (distanceKm(centre, { latitude: nearestLat, longitude: nearestLon }) > reach) continue;
      cells.push(latIndex * 10_000 + lonIndex + 5000);
    }
  }
  return cells;
}

/** Smallest dot product of unit vectors of two points within `radiusKm` of each other. */
export function minimumDot(radiusKm: number): number {
  return Math.cos(radiusKm / EARTH_RADIUS_KM);
}

/** Days since 1970-01-01 (UTC) of a moment: the unit of the period filter. */
export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}
