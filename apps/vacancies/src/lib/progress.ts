import cliProgress from 'cli-progress';

export type Progress = {
  update(done: number, payload?: Record<string, string | number>): void;
  stop(): void;
};

const counts = new Intl.NumberFormat('nl-NL');
const tenths = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count as the command-line tools print it: `12.345`. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A duration in seconds as the command-line tools print it: `12,3 s`. */
export function formatSeconds(seconds: number): string {
  return `${tenths.format(seconds)} s`;
}

/**
 * The remaining time in Dutch units. cli-progress's own formatter rounds the seconds after
 * splitting off the minutes, which prints 1,199 s as "19m60s"; this rounds first. Where it has no
 * estimate, cli-progress passes a string instead of a number ('0' at the start, 'INF' or 'NULL'
 * when nothing moves), and that is shown as unknown.
 */
export function formatRemaining(seconds: unknown): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return 'onbekend';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const fives = Math.round(seconds / 5) * 5;
  if (fives < 3600) return `${Math.floor(fives / 60)} min ${String(fives % 60).padStart(2, '0')} s`;
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)} u ${String(minutes % 60).padStart(2, '0')} min`;
}

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
      formatTime: (seconds: unknown) => formatRemaining(seconds),
      formatValue: (value: unknown, _options: unknown, kind: string) =>
        (kind === 'value' || kind === 'total') && typeof value === 'number' ? formatCount(value) : String(value),
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(Math.max(1, total), 0, { rate: '0', extra: '' });
  return {
    update(done, payload = {}) {
      const seconds = (Date.now() - started) / 1000;
      bar.update(Math.min(done, Math.max(1, total)), {
        rate: seconds > 0 ? formatCount(Math.round(Number(payload.count ?? done) / seconds)) : '0',
        extra: payload.extra ?? '',
      });
    },
    stop() {
      bar.stop();
    },
  };
}
