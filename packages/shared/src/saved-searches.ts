/**
 * Saved searches with alerts (issue 38.5): a candidate, or a coach for a candidate, keeps an
 * explorer search under a name; a job mails the candidate what is new in it, daily or weekly.
 */

/** How often a saved search's new vacancies are mailed. */
export const SAVED_SEARCH_FREQUENCIES = ['daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];
export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  daily: 'Dagelijks',
  weekly: 'Wekelijks',
};
export const DEFAULT_SAVED_SEARCH_FREQUENCY: SavedSearchFrequency = 'weekly';

export const SAVED_SEARCH_NAME_MAX = 100;
/** The explorer URL's query string, kept to open the search again. */
export const SAVED_SEARCH_URL_MAX = 2000;
/** How many saved searches one dossier keeps. */
export const SAVED_SEARCHES_PER_DOSSIER = 20;
/** How many vacancies one alert lists; the mail links to the search for the rest. */
export const SAVED_SEARCH_ALERT_MAX = 20;

/**
 * URL parameters that are not part of the search itself (the page, the open vacancy's context):
 * left out of what is saved.
 */
export const SAVED_SEARCH_IGNORED_PARAMS = ['page', 'page[number]', 'page[size]', 'user_context_id', 'requester'];
