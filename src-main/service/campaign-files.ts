import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CampaignService } from './campaign-service.js';

/** What File > Open offers: the campaign files in the app's data folder (newest first) and the recent ones. */
export function campaignFiles(service: CampaignService): { dataDir: string; campaigns: string[]; recent: string[] } {
  const dir = service.options.dataDir;
  let campaigns: string[] = [];
  try {
    campaigns = readdirSync(dir)
      .filter((f) => f.toLowerCase().endsWith('.qmc'))
      .map((f) => join(dir, f))
      .map((f) => ({ f, t: statSync(f).mtimeMs }))
      .sort((a, b) => b.t - a.t)
      .map((x) => x.f);
  } catch {
    // no data folder yet: nothing saved there
  }
  return { dataDir: dir, campaigns, recent: service.recent.list() };
}

/**
 * The campaign a new run opens: the last one opened (the bridge comes back where the referee left
 * off), or the demo when there is none or it can no longer be opened.
 */
export function openLastOrDemo(service: CampaignService): void {
  const last = service.recent.list()[0];
  if (last) {
    try {
      service.open(last);
      return;
    } catch {
      // moved, damaged or newer: the demo instead, and the Open dialog lists the rest
    }
  }
  service.openDemo();
}
