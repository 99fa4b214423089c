import type { Database } from '@koers/server-core/db/database';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import type { DownloadKind, OutcomeReportFilter } from '@koers/shared';
import { todayInAmsterdam } from '@koers/shared/calendar';
import { outcomeReport, outcomeReportCsv, outcomeReportFilename } from '../outcomes/outcome-report.service';
import type { DownloadRow } from './downloads.repository';
import { personalDataExportZip } from './personal-data-export';

export type MadeFile = { bytes: Buffer; filename: string; contentType: string };

type Maker = (input: {
  database: Database;
  storage: FileStorage;
  download: DownloadRow;
  progress: (percentage: number) => Promise<void>;
}) => Promise<MadeFile>;

/** How each kind of download is made, from what its request stored in `parameters`. */
export const DOWNLOAD_MAKERS: Record<DownloadKind, Maker> = {
  async personal_data_export({ database, storage, download, progress }) {
    if (!download.dossierId) throw new Error('personal data export without dossier');
    const bytes = await personalDataExportZip({
      database,
      storage,
      organizationId: download.organizationId,
      dossierId: download.dossierId,
      progress,
    });
    return { bytes, filename: `persoonsgegevens-${todayInAmsterdam()}.zip`, contentType: 'application/zip' };
  },
  async outcome_report({ database, download, progress }) {
    const { parameters } = download;
    const filter: OutcomeReportFilter = {
      from: String(parameters.from),
      to: String(parameters.to),
      trackType: parameters.trackType ?? null,
      coach: parameters.coach ?? null,
    };
    await progress(30);
    const report = await outcomeReport(database.db, download.organizationId, filter);
    return {
      bytes: Buffer.from(outcomeReportCsv(report), 'utf8'),
      filename: outcomeReportFilename(filter),
      contentType: 'text/csv; charset=utf-8',
    };
  },
};
