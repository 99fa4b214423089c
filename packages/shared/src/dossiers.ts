/** Dossier list views and access filters (SPEC §4), with their Dutch labels. */

export const DOSSIER_VIEWS = ['active', 'archived', 'archivingSoon'] as const;
export type DossierView = (typeof DOSSIER_VIEWS)[number];

export const DOSSIER_VIEW_LABELS: Record<DossierView, string> = {
  active: 'Actief',
  archived: 'Gearchiveerd',
  archivingSoon: 'Binnenkort archiveren',
};

/**
 * "Archiving soon": an active dossier whose track ends within this many days, or has already
 * ended without the dossier being archived (docs/decisions.md).
 */
export const ARCHIVING_SOON_DAYS = 28;

export const DOSSIER_ACCESS_FILTERS = [
  'everyone',
  'canLogin',
  'freshInvitation',
  'invitationExpired',
  'noAccess',
] as const;
export type DossierAccessFilter = (typeof DOSSIER_ACCESS_FILTERS)[number];

/** The access state of one candidate: every access filter except `everyone`. */
export type CandidateAccessState = Exclude<DossierAccessFilter, 'everyone'>;

export const DOSSIER_ACCESS_FILTER_LABELS: Record<DossierAccessFilter, string> = {
  everyone: 'Iedereen',
  canLogin: 'Kan inloggen',
  freshInvitation: 'Uitnodiging verstuurd',
  invitationExpired: 'Uitnodiging verlopen',
  noAccess: 'Geen toegang',
};

/** How long a candidate's invitation link stays valid. */
export const CANDIDATE_INVITATION_DAYS = 14;

export const DOSSIER_SORTS = ['name', 'createdAt', 'trackEndsOn', 'archivedAt'] as const;
export type DossierSort = (typeof DOSSIER_SORTS)[number];

/** E-mails about a dossier that can be switched on or off (dossier e-mail settings). */
export const DOSSIER_EMAIL_SETTINGS = [
  'candidateNewMessage',
  'candidateVacancySuggested',
  'candidateVacancyDigest',
  'coachTrackEnding',
  'coachCandidateActivity',
] as const;
export type DossierEmailSetting = (typeof DOSSIER_EMAIL_SETTINGS)[number];

export const DOSSIER_EMAIL_SETTING_LABELS: Record<DossierEmailSetting, { label: string; help: string }> = {
  candidateNewMessage: {
    label: 'Nieuw bericht',
    help: 'De kandidaat krijgt een e-mail bij een nieuw bericht in een gesprek.',
  },
  candidateVacancySuggested: {
    label: 'Vacature voorgesteld',
    help: 'De kandidaat krijgt een e-mail als een coach een vacature voorstelt.',
  },
  candidateVacancyDigest: {
    label: 'Wekelijks vacatureoverzicht',
    help: 'De kandidaat krijgt elke week nieuwe vacatures die bij het profiel passen.',
  },
  coachTrackEnding: {
    label: 'Traject loopt af',
    help: 'De coaches krijgen vier weken voor de einddatum van het traject een herinnering.',
  },
  coachCandidateActivity: {
    label: 'Activiteit van de kandidaat',
    help: 'De coaches krijgen een e-mail als de kandidaat een vacature opslaat of het profiel wijzigt.',
  },
};

export const DEFAULT_DOSSIER_EMAIL_SETTINGS: Record<DossierEmailSetting, boolean> = {
  candidateNewMessage: true,
  candidateVacancySuggested: true,
  candidateVacancyDigest: false,
  coachTrackEnding: true,
  coachCandidateActivity: false,
};

/**
 * What the dossier access log records (docs/decisions.md: "Dossier access log"); `grant` and
 * `withdraw` are consents given and taken back (showrooms, issue 35).
 */
export const DOSSIER_ACCESS_ACTIONS = [
  'list',
  'read',
  'create',
  'update',
  'delete',
  'download',
  'upload',
  'grant',
  'withdraw',
] as const;
export type DossierAccessAction = (typeof DOSSIER_ACCESS_ACTIONS)[number];

/** How far back "recently viewed by" looks, and how many viewers it names. */
export const RECENT_VIEWERS_DAYS = 14;
export const RECENT_VIEWERS_MAX = 5;
