import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// Leaflet's default marker looks for its images beside its script; under Vite they are imported.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow });

/**
 * The location map (SPEC §2.3, §9): zoom 12 with a postal code, 9 without. Loaded only when a
 * map is shown; without network the tiles stay grey and the rest of the page works.
 */
export function VacancyMap({
  lat,
  lon,
  zoom,
  tileUrl,
  label,
}: {
  lat: number;
  lon: number;
  zoom: number;
  tileUrl: string;
  label: string;
}) {
  return (
    <section aria-label={label} className="koers-map" style={{ height: 220, borderRadius: 8, overflow: 'hidden' }}>
      {/* Links in the attribution line are underlined: colour alone does not tell them apart. */}
      <style>{'.koers-map .leaflet-control-attribution a { text-decoration: underline; }'}</style>
      <MapContainer
        center={[lat, lon]}
        zoom={zoom}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
        keyboard={false}
      >
        <TileLayer url={tileUrl} attribution="&copy; OpenStreetMap-bijdragers" />
        <Marker position={[lat, lon]} keyboard={false} />
      </MapContainer>
    </section>
  );
}
