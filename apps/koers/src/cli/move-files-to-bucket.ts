import { parseArgs } from 'node:util';
import { loadConfig } from '@koers/server-core/config';
import { createFileStorage, localFilesDir } from '@koers/server-core/storage/create-file-storage';
import { createLocalDiskStorage } from '@koers/server-core/storage/local-disk-storage';
import { moveFilesToBucket } from '@koers/server-core/storage/move-to-bucket';

// `npm run files:to-bucket [-- --remove-local]`: moves the uploaded files of an installation that
// kept them on disk (DATA_DIR/files) into the bucket of S3_BUCKET, under the same keys. Safe to
// run again and while Koers runs (README, "Several instances behind a load balancer").
const say = (message: string) => console.log(`[koers] ${message}`);
function fail(message: string): never {
  console.error(`[koers] ${message}`);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({ options: { 'remove-local': { type: 'boolean', default: false } } });
  } catch (error) {
    return fail(`${(error as Error).message}\nGebruik: npm run files:to-bucket [-- --remove-local]`);
  }
})();
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
if (!config.s3) {
  fail(
    'S3_BUCKET is niet gezet: zet S3_BUCKET (en S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE waar nodig) op de bucket waar de bestanden heen moeten.',
  );
}
const root = localFilesDir(config);
const from = createLocalDiskStorage(root);
const to = createFileStorage(config);
try {
  if (!(await to.answers())) fail(`de bucket ${to.location} antwoordt niet: controleer de S3-instellingen.`);
  say(`bestanden van ${root} naar ${to.location}${values['remove-local'] ? ', daarna van schijf verwijderd' : ''}`);
  const report = await moveFilesToBucket({
    root,
    from,
    to,
    removeLocal: values['remove-local'],
    onProgress: (done, total) => {
      if (done % 1000 === 0) say(`${done} van ${total}`);
    },
  });
  say(
    `${report.copied} gekopieerd, ${report.alreadyThere} stonden er al` +
      (values['remove-local'] ? `, ${report.removedLocally} van schijf verwijderd` : ''),
  );
  if (report.other.length > 0) say(`niet van Koers, overgeslagen: ${report.other.join(', ')}`);
  if (report.failed.length > 0) {
    fail(
      `${report.failed.length} niet gelukt (nogmaals draaien probeert ze opnieuw):\n${report.failed.map(({ key, error }) => `  ${key}: ${error}`).join('\n')}`,
    );
  }
} finally {
  to.close();
}
