/**
 * Feature flags an organisation can enable (SPEC §6). The string values are stored in
 * `organizations.features` and sent to the web app, so they never change once released.
 */
export const FEATURE_FLAGS = [
  'AiSuggestionVacancyDescription',
  'CandidateShowroomsExplorer',
  'Dossiers_Add',
  'Dossiers_EditCoach',
  'Dossiers_Unarchive',
  'Dossiers_UpdatePersonalData',
  'EditProfileAsCoach',
  'EmployersExplorer',
  'Help',
  'InternalEmployers_Admin',
  'InternalEmployers_View',
  'InternalVacancies_Admin',
  'InternalVacancies_View',
  'MembershipInvitations_Admin',
  'OccupationsExplorer',
  'Placement',
  'SupportForProfessionals',
  'Toolbox_Tests',
  'Toolbox_Tips',
  'Tracks_Edit',
  'Tracks_Extend',
  'VacanciesExplorer',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** Dutch names of the feature flags, for the maintainer's screens and logs. */
export const FEATURE_FLAG_LABELS: Record<FeatureFlag, string> = {
  AiSuggestionVacancyDescription: 'AI-suggestie voor vacaturetekst',
  CandidateShowroomsExplorer: 'Kandidaten verkennen (showrooms)',
  Dossiers_Add: 'Dossiers toevoegen',
  Dossiers_EditCoach: 'Coach van dossier wijzigen',
  Dossiers_Unarchive: 'Dossiers dearchiveren',
  Dossiers_UpdatePersonalData: 'Persoonsgegevens wijzigen',
  EditProfileAsCoach: 'Profiel bewerken als coach',
  EmployersExplorer: 'Werkgevers verkennen',
  Help: 'Help',
  InternalEmployers_Admin: 'Werkgevers beheren',
  InternalEmployers_View: 'Werkgevers bekijken',
  InternalVacancies_Admin: 'Vacatures beheren',
  InternalVacancies_View: 'Vacatures bekijken',
  MembershipInvitations_Admin: 'Collega’s uitnodigen',
  OccupationsExplorer: 'Beroepen verkennen',
  Placement: 'Plaatsingen',
  SupportForProfessionals: 'Ondersteuning voor professionals',
  Toolbox_Tests: 'Toolbox: testen',
  Toolbox_Tips: 'Toolbox: tips',
  Tracks_Edit: 'Trajecten wijzigen',
  Tracks_Extend: 'Trajecten verlengen',
  VacanciesExplorer: 'Vacatures verkennen',
};

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}
