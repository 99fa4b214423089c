/**
 * The dossier's journal and timeline (issue 38.1): the codes both sides share, with the Dutch
 * words a person sees.
 */

/** What kind of contact a journal entry records. */
export const JOURNAL_ENTRY_KINDS = ['conversation', 'phone', 'email', 'appointment', 'other'] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];
export const JOURNAL_ENTRY_KIND_LABELS: Record<JournalEntryKind, string> = {
  conversation: 'Gesprek',
  phone: 'Telefoon',
  email: 'E-mail',
  appointment: 'Afspraak',
  other: 'Overig',
};

/** Who reads a journal entry: the team that handles the dossier only, or the candidate too. */
export const JOURNAL_VISIBILITIES = ['team', 'candidate'] as const;
export type JournalVisibility = (typeof JOURNAL_VISIBILITIES)[number];
export const JOURNAL_VISIBILITY_LABELS: Record<JournalVisibility, string> = {
  team: 'Alleen het team',
  candidate: 'Ook de kandidaat',
};

/** How many files one journal entry may carry. */
export const JOURNAL_MAX_ATTACHMENTS = 10;
export const JOURNAL_TEXT_MAX = 5000;

/** What the timeline of a dossier shows, each a filter of its own. */
export const TIMELINE_KINDS = [
  'journal',
  'appointment',
  'track',
  'proposal',
  'employer_answer',
  'saved_vacancy',
  'message',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  journal: 'Journaal',
  appointment: 'Afspraken',
  track: 'Traject',
  proposal: 'Voorstellen',
  employer_answer: 'Antwoorden van werkgevers',
  saved_vacancy: 'Vacatures',
  message: 'Berichten',
};
