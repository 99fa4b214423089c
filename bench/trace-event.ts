/** An event of a Chromium trace, as the first-load benches read it (bench:lighthouse, bench:first-load). */
export type TraceEvent = {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};
