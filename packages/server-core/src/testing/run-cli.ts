import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Runs a command-line tool of the repository (`script`: its path from the repository root) as an
 * operator would, with `env` added to this process's environment: its exit code and everything
 * it printed, stdout first.
 */
export async function runCli(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, output: `${failed.stdout}\n${failed.stderr}` };
  }
}
