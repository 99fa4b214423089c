import cliProgress from 'cli-progress';

export type Progress = {
  update(done: number, payload?: Record<string, string | number>): void;
  stop(): void;
};

/**
 * A progress bar with rate and remaining time for the command-line tools. Without a terminal
 * (CI, a pipe) it prints a line every few seconds instead of redrawing.
 */
export function createProgress(total: number, unit: string): Progress {
  const started = Date.now();
  const bar = new cliProgress.SingleBar(
    {
      format: `{bar} {percentage}% | {value}/{total} ${unit} | {rate}/s | nog {eta_formatted}{extra}`,
      barCompleteChar: '█',
      barIncompleteChar: '░',
      hideCursor: true,
      noTTYOutput: true,
      notTTYSchedule: 3000,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(Math.max(1, total), 0, { rate: '0', extra: '' });
  return {
    update(done, payload = {}) {
      const seconds = (Date.now() - started) / 1000;
      bar.update(Math.min(done, Math.max(1, total)), {
        rate: seconds > 0 ? Math.round(Number(payload.count ?? done) / seconds).toLocaleString('nl-NL') : '0',
        extra: payload.extra ?? '',
      });
    },
    stop() {
      bar.stop();
    },
  };
}
