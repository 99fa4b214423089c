import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/**
 * Where each process of a `--profile` run spent its time: per .cpuprofile (one per process), the
 * functions with the most self time, grouped by function and file (node_modules by package).
 */
export function summarizeProfiles(directory: string, top = 12): string[] {
  const lines: string[] = [];
  for (const file of fs.readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(directory, file), 'utf8')) as CpuProfile;
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      total += delta;
      const key = `${frame.functionName || '(anonymous)'} ${where(frame.url)}`;
      self.set(key, (self.get(key) ?? 0) + delta);
    });
    const idle = [...self].filter(([key]) => key.startsWith('(idle)')).reduce((sum, [, time]) => sum + time, 0);
    lines.push(`${file}: ${(total / 1e6).toFixed(1)} s, ${((1 - idle / total) * 100).toFixed(0)}% bezig`);
    for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      lines.push(`  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
    }
  }
  return lines;
}

function where(url: string): string {
  if (!url) return '';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0)
    return url
      .slice(modules + 'node_modules/'.length)
      .split('/')
      .slice(0, 2)
      .join('/');
  return url.replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
}
