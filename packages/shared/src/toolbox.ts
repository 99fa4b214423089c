/** The toolbox's tips and material (issue 36.3). */
export const TOOLBOX_TITLE_MAX = 200;
export const TOOLBOX_TEXT_MAX = 20_000;
export const TOOLBOX_MAX_LINKS = 10;
/** Files an item may hold (uploads still under way count too). */
export const TOOLBOX_MAX_FILES = 10;
/** With whom an item is shared: one candidate (a dossier) or every candidate of the organisation. */
export const TOOLBOX_AUDIENCES = ['candidate', 'all'] as const;
export type ToolboxAudience = (typeof TOOLBOX_AUDIENCES)[number];
