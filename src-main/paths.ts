import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src-main/ (tsx) or build/. */
export function appRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let k = 0; k < 6; k++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'quartermaster')
      return dir;
    dir = dirname(dir);
  }
  throw new Error('cannot find the Quartermaster installation folder (package.json)');
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(appRoot(), 'package.json'), 'utf8')) as { version: string }).version;
}

export const demoCampaignPath = (): string => join(appRoot(), 'assets', 'demo', 'ocs-demo.campaign.json');
export const rendererDir = (): string => join(appRoot(), 'dist-renderer');

/** Where the app keeps its own files outside Electron (Electron uses its userData folder). */
export function defaultDataDir(): string {
  return process.env.QUARTERMASTER_DATA ?? join(homedir(), '.quartermaster');
}
