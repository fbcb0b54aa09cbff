import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CAMPAIGN_FORMAT,
  CAMPAIGN_FORMAT_VERSION,
  type Campaign,
  type LogEntry,
  type Unit,
} from '../../shared/model/campaign-schema.js';
import { emptyState, unitSchema } from '../../shared/rules/registered-state.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { CampaignService } from '../../src-main/service/campaign-service.js';
import type { BigMap } from './big-map.js';
import { medianMs, report } from './measure.js';
import { benchStoreCommand } from './store-command-bench.js';

/**
 * store.open.ms, store.undo.ms, store.file.mb: a campaign on the 100,000-hex map with 10,000 units
 * and 50 turns of history (about 100,000 events: 2,000 moves and the phase changes each turn).
 */
export function benchStore(map: BigMap): void {
  const { grid } = map;
  const campaign = storeBenchCampaign(map);
  const log = campaign.log;
  const dir = mkdtempSync(join(tmpdir(), 'qm-bench-'));
  try {
    const json = join(dir, 'big.json');
    writeFileSync(json, JSON.stringify(campaign));
    const service = new CampaignService({
      demoCampaign: json,
      dataDir: join(dir, 'data'),
      version: 'bench',
      transport: 'direct',
    });
    const file = join(dir, 'big.qmc');
    // (store.import.ms is store-depth-bench.ts's)
    service.importJson(json, file);
    report('store.events', log.length, 'events', 0);
    service.close();
    const openMs = medianMs(
      () => {
        service.open(file);
        service.handlers['state.get']({});
        service.close();
      },
      3,
      1,
    );
    report('store.open.ms', openMs, 'ms');
    service.open(file);
    service.execute({ type: 'unit.move', unit: 'u1', hex: grid.printedId(grid.indexAt(1, 1)) });
    const undoMs =
      medianMs(
        () => {
          service.undo();
          service.redo();
        },
        5,
        1,
      ) / 2;
    report('store.undo.ms', undoMs, 'ms');
    // a unit walked back and forth between two hexes, one logged command each
    const there = [grid.printedId(grid.indexAt(1, 1)), grid.printedId(grid.indexAt(2, 1))];
    benchStoreCommand(service, (k) => ({ type: 'unit.move', unit: 'u1', hex: there[(k + 1) % 2]! }));
    service.close();
    report('store.file.mb', statSync(file).size / (1024 * 1024), 'MB');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The store benchmark's campaign: 10,000 units, 2,000 moves and the phase changes per turn (50 turns:
 * ~100,000 events). With `current`, a log as today's rules write it (rulesVersion recorded, so an
 * import replays every command and compares its events): no move enters a hex the other side holds.
 * Without, a log of no recorded rules version (an import checks it for invariants only).
 */
export function storeBenchCampaign(map: BigMap, turns = 50, current = false): Campaign {
  const { grid } = map;
  let seed = 5;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  const units: Unit[] = [];
  for (let k = 0; k < 10_000; k++) {
    const side = k < 5000 ? 'axis' : 'soviet';
    const col = Math.floor(side === 'axis' ? rand() * grid.width * 0.5 : grid.width * 0.5 + rand() * grid.width * 0.5);
    units.push(
      unitSchema.parse({
        id: `u${k}`,
        name: `Unit ${k}`,
        side,
        type: 'inf',
        hex: grid.printedId(grid.indexAt(col, Math.floor(rand() * grid.height))),
        steps: 2,
        maxSteps: 2,
        re: 1,
      }),
    );
  }
  const phases = rulesetInfo('ocs').phases.map((p) => p.id);
  const turnList = Array.from({ length: turns + 1 }, (_, k) => ({
    number: k + 1,
    label: `T${k + 1}`,
    weather: 'clear',
  }));
  const hexOf = new Map(units.map((u) => [u.id, u.hex]));
  // how many units of each side stand in each hex: a move never enters an enemy's (no log may
  // stack opposing combat units, of any rules version)
  const stand = new Map<string, number>();
  const key = (side: string, hex: string) => `${side} ${hex}`;
  for (const u of units) stand.set(key(u.side, u.hex), (stand.get(key(u.side, u.hex)) ?? 0) + 1);
  const log: LogEntry[] = [];
  let clock = { turn: 1, side: 'axis', phase: phases[0]! };
  const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
  for (let t = 1; t <= turns; t++) {
    for (let m = 0; m < 2000;) {
      const u = units[Math.floor(rand() * units.length)]!;
      const from = hexOf.get(u.id)!;
      const next = grid.neighbours[6 * grid.indexOf(from) + Math.floor(rand() * 6)]!;
      if (next < 0) continue;
      const to = grid.printedId(next);
      if (stand.get(key(u.side === 'axis' ? 'soviet' : 'axis', to))) continue;
      stand.set(key(u.side, from), stand.get(key(u.side, from))! - 1);
      stand.set(key(u.side, to), (stand.get(key(u.side, to)) ?? 0) + 1);
      hexOf.set(u.id, to);
      log.push({
        seq: log.length + 1,
        command: JSON.stringify({ type: 'unit.move', unit: u.id, hex: to }),
        status: 'done',
        at,
        events: [{ type: 'unitMoved', unit: u.id, from, to }],
      });
      m++;
    }
    for (let p = 0; p < phases.length * 2; p++) {
      const i = phases.indexOf(clock.phase);
      const next =
        i + 1 < phases.length
          ? { ...clock, phase: phases[i + 1]! }
          : clock.side === 'axis'
            ? { ...clock, side: 'soviet', phase: phases[0]! }
            : { turn: clock.turn + 1, side: 'axis', phase: phases[0]! };
      log.push({
        seq: log.length + 1,
        // (the referee goes on past each Supply Phase without applying it, saying so: OCS sequence of play)
        command: JSON.stringify({ type: 'clock.advance', skipSupply: true }),
        status: 'done',
        at,
        events: [{ type: 'phaseAdvanced', from: clock, to: next }],
      });
      clock = next;
    }
  }
  const campaign: Campaign = {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name: 'Store benchmark',
    game: { ...map.game, turns: turnList },
    setup: {
      ...emptyState({ turn: 1, side: 'axis', phase: phases[0]! }),
      units,
      dumps: [],
    },
    log,
    ...(current ? { rulesVersion: RULES_VERSION } : {}),
  };
  return campaign;
}
