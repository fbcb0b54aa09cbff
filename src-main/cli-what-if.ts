import type { WhatIfView } from '../shared/api.js';
import type { CliCall } from './cli-call.js';

/**
 * `quartermaster supply <file.qmc> --whatif '<placements as JSON>'`: the verdicts a plan would
 * change, on every side (or the one `--side` names), each with its reason before and after.
 * Placements are `[{"unit":"<id>","hex":"<hex>"}, {"dump":"<id>","hex":"<hex>"}]`. Read-only.
 */
export async function whatIfVerb(
  call: CliCall,
  file: string,
  plan: string,
  opts: { side?: string; json?: boolean },
  out: (line: string) => void,
): Promise<void> {
  let moves: unknown;
  try {
    moves = JSON.parse(plan);
  } catch (e) {
    throw new Error(`supply --whatif: the plan is not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!Array.isArray(moves)) moves = [moves];
  await call('campaign.open', { file, readOnly: true });
  const r = await call('supply.whatif', { moves: moves as Array<{ unit?: string; dump?: string; hex: string }> });
  const shown: WhatIfView = opts.side
    ? {
        changes: r.changes.filter((c) => c.side === opts.side),
        counts: { [opts.side]: r.counts[opts.side] ?? { changed: 0, status: 0 } },
      }
    : r;
  if (opts.json) return void out(JSON.stringify(shown, null, 1));
  const counts = Object.entries(shown.counts);
  out(
    counts.length
      ? `What if: ${counts.map(([side, n]) => `${side} ${n.changed} verdict(s) change, ${n.status} of them in status`).join('; ')}`
      : 'What if: no verdict changes',
  );
  for (const c of shown.changes) {
    const where = c.moved ? `${c.before.hex} -> ${c.after.hex}` : c.after.hex;
    out(`  ${c.side} ${c.name} (${c.id}) at ${where}: ${c.before.status} -> ${c.after.status}`);
    out(`    before: ${c.before.reason}`);
    out(`    after:  ${c.after.reason}`);
  }
}
