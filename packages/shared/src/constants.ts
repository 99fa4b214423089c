/** Business constants and limits of SPEC §9, named once for server and web. */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const AUTOCOMPLETE_PAGE_SIZE = 7;

export const DEFAULT_VACANCY_RADIUS_KM = 25;
/** Default vacancy period: the last month. */
export const DEFAULT_VACANCY_PERIOD = 'last_month';

export const MAP_ZOOM_WITH_POSTAL_CODE = 12;
export const MAP_ZOOM_WITHOUT_POSTAL_CODE = 9;

export const ACTIVITY_HISTORY_COLLAPSED = 3;
export const JOB_TITLE_TOP_EDUCATION_LEVELS = 3;
export const CUSTOM_FIELD_VALUES_SHOWN = 5;
export const REGION_MIN_PERCENTAGE = 10;
export const VACANCY_COUNT_MONTHS = 6;
export const ESTIMATE_ROUNDING = 5;
export const SALARY_ROUNDING = 10;

export const SHOW_MORE_COLLAPSED_HEIGHT = 160;
export const SHOW_MORE_VACANCY_DESCRIPTION_HEIGHT = 320;
export const VACANCY_DESCRIPTION_LINE_CLAMP = 5;

export const UNREAD_CONVERSATIONS_CONTACT_DELAY_MS = 2000;

/** Chart ceiling offset: 8 if the maximum count is under 30, 18 if under 60, else 28. */
export function chartCeilingOffset(maxCount: number): number {
  if (maxCount < 30) return 8;
  if (maxCount < 60) return 18;
  return 28;
}

/** Default theme colours (SPEC §9). */
export const DEFAULT_PALETTE = {
  primary: '#3C91E5',
  secondary: '#FFB300',
  success: '#3CB77B',
  warning: '#FFA000',
  error: '#E63F3F',
} as const;

/** Dutch provinces by the two-letter codes used for regions (SPEC §9). */
export const PROVINCES = {
  DR: 'Drenthe',
  FL: 'Flevoland',
  FR: 'Friesland',
  GE: 'Gelderland',
  GR: 'Groningen',
  LI: 'Limburg',
  NB: 'Noord-Brabant',
  NH: 'Noord-Holland',
  OV: 'Overijssel',
  UT: 'Utrecht',
  ZE: 'Zeeland',
  ZH: 'Zuid-Holland',
} as const;
export type ProvinceCode = keyof typeof PROVINCES;
