import { CERTIFICATE_TRAININGS } from './trainings-certificates';
import { VOCATIONAL_TRAININGS } from './trainings-vocational';

/**
 * The authored catalogue of Dutch courses and trainings that suggestions are matched from.
 * Prices and durations are typical market figures; each link goes to the body that describes
 * the qualification (kiesmbo.nl, studiekeuze123.nl, VCA, NIBHV, SVH, CBR, …), not to one provider.
 */
export type AuthoredTraining = {
  key: string;
  name: string;
  method: 'Klassikaal' | 'Online' | 'Blended' | 'Werkend leren (BBL)' | 'Deeltijd';
  level: string;
  price: number;
  duration: number;
  durationUnit: 'uur' | 'dagen' | 'weken' | 'maanden' | 'jaar';
  description: string;
  url: string;
  keywords: string[];
  iscoCodes: string[];
};

/** The whole authored catalogue. */
export const AUTHORED_TRAININGS: AuthoredTraining[] = [...CERTIFICATE_TRAININGS, ...VOCATIONAL_TRAININGS];
