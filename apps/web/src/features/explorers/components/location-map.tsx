import { MAP_ZOOM_WITH_POSTAL_CODE, MAP_ZOOM_WITHOUT_POSTAL_CODE } from '@koers/shared/constants';
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useServerConfig } from '../../../lib/config/get-config';

// Leaflet is loaded only when a map is shown.
const VacancyMap = lazy(() => import('./vacancy-map').then((module) => ({ default: module.VacancyMap })));

/** A vacancy's place on the map (SPEC §2.3, §9): zoom 12 with a postal code, 9 without. */
export function LocationMap({
  coordinates,
  postalCode,
  place,
}: {
  coordinates: { lat: number; lon: number } | null | undefined;
  postalCode: string | null | undefined;
  place: string | null | undefined;
}) {
  const config = useServerConfig();
  if (!coordinates || !config.data) return null;
  return (
    <Suspense fallback={<Box sx={{ height: 220, bgcolor: 'action.hover', borderRadius: 2 }} />}>
      <VacancyMap
        lat={coordinates.lat}
        lon={coordinates.lon}
        zoom={postalCode ? MAP_ZOOM_WITH_POSTAL_CODE : MAP_ZOOM_WITHOUT_POSTAL_CODE}
        tileUrl={config.data.mapTileUrl}
        label={`Kaart van ${place ?? 'de werkplek'}`}
      />
    </Suspense>
  );
}
