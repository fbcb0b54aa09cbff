import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import type { BigMap } from './big-map.js';
import { report } from './measure.js';
import { storeBenchCampaign } from './store-bench.js';

/**
 * cli.info.cold.ms, cli.supply.cold.ms: whole `node bin/quartermaster.mjs …` processes, as a
 * referee starts them, on the 100,000-hex campaign (10,000 units, ~100,000 events). The CLI runs
 * the bundled JavaScript (build/cli, `npm run build:cli`), bundled first.
 */
export function benchCli(map: BigMap): void {
  // bundled afresh (a second or two), so the figure is never that of an older build
  const built = spawnSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build:cli failed');
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-cli-'));
  try {
    const json = join(dir, 'big.json');
    writeFileSync(json, JSON.stringify(storeBenchCampaign(map, 50)));
    const s = new CampaignService({
      demoCampaign: json,
      dataDir: join(dir, 'data'),
      version: 'bench',
      transport: 'direct',
    });
    const file = join(dir, 'big.qmc');
    s.importJson(json, file);
    s.close();
    const run = (...args: string[]) => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, ['bin/quartermaster.mjs', ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
      const ms = performance.now() - t0;
      if (r.status !== 0) throw new Error(`quartermaster ${args.join(' ')} failed: ${r.stderr}`);
      return ms;
    };
    // the median of three cold processes each (every process starts cold)
    const median = (f: () => number) => [f(), f(), f()].sort((a, b) => a - b)[1]!;
    report(
      'cli.info.cold.ms',
      median(() => run('info', file)),
      'ms',
    );
    report(
      'cli.supply.cold.ms',
      median(() => run('supply', file, '--side', 'axis', '--json')),
      'ms',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
