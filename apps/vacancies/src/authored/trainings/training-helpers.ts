import type { AuthoredTraining } from './authored-trainings';

export const KIESMBO = 'https://www.kiesmbo.nl';
export const STUDIEKEUZE = 'https://www.studiekeuze123.nl';

export const training = (value: AuthoredTraining): AuthoredTraining => value;
