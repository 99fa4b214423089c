/**
 * Downloads (issue 37.3, SPEC §2.2 `downloads`): files Koers makes for one person in the
 * background — a personal-data export, a report as CSV. Each belongs to whoever asked for it.
 */
export const DOWNLOAD_KINDS = ['personal_data_export', 'outcome_report'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

export const DOWNLOAD_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/** How long a made file stays available; then the housekeeping job removes it. */
export const DOWNLOAD_TTL_DAYS = 7;

export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = {
  personal_data_export: 'Persoonsgegevens',
  outcome_report: 'Rapportage uitkomsten (CSV)',
};

export const DOWNLOAD_STATUS_LABELS: Record<DownloadStatus, string> = {
  pending: 'Wordt gemaakt',
  ready: 'Klaar',
  failed: 'Mislukt',
};

/** A download as the API gives it (`GET downloads/{id}`); `url` only once it is ready. */
export type DownloadAttributes = {
  kind: DownloadKind;
  title: string;
  status: DownloadStatus;
  /** 0–100 while it is made. */
  progress: number;
  filename: string | null;
  byteSize: number | null;
  url: string | null;
  createdAt: string;
  expiresAt: string;
};
