import { describe, expect, it } from 'vitest';
import { cellOf, cellsWithin, distanceKm, EARTH_RADIUS_KM } from './geo';

/** The point `km` away from a centre in direction `bearing` (radians), on the search's sphere. */
function destination(latitude: number, longitude: number, km: number, bearing: number) {
  const toRad = Math.PI / 180;
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = latitude * toRad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    longitude * toRad +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: lat2 / toRad, longitude: lon2 / toRad };
}

describe('cells of a circle', () => {
  it('holds the cell of every point within the radius, also on the circle and in its corners', () => {
    // A fixed pseudo-random walk over the Netherlands and beyond, radii from 1 to 200 km.
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 300; round++) {
      const latitude = 50.5 + random() * 3.5;
      const longitude = 3 + random() * 4.5;
      const radius = 1 + random() * 199;
      const cells = new Set(cellsWithin(latitude, longitude, radius));
      for (let point = 0; point < 200; point++) {
        // Half of the points on the circle itself (a hair inside), where a left-out cell would show.
        const km = point % 2 === 0 ? radius * (1 - 1e-9) : radius * Math.sqrt(random());
        const target = destination(latitude, longitude, km, random() * 2 * Math.PI);
        expect(distanceKm({ latitude, longitude }, target)).toBeLessThanOrEqual(radius + 1e-6);
        expect(cells.has(cellOf(target.latitude, target.longitude)), `${latitude},${longitude} r=${radius}`).toBe(true);
      }
    }
  });

  it('leaves out the corners of the bounding box that lie wholly outside the circle', () => {
    const cells = cellsWithin(52.09, 5.12, 25);
    // Utrecht, 25 km: the bounding box spans 6 × 6 cells; its four corner cells are out of reach.
    expect(cells.length).toBeLessThan(36);
    expect(cells.length).toBeGreaterThanOrEqual(24);
    expect(cells).toContain(cellOf(52.09, 5.12));
    expect(cells).not.toContain(cellOf(52.09 + 0.22, 5.12 + 0.36));
  });
});
