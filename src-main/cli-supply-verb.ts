import type { SupplyReport } from '../shared/engine/ruleset.js';
import { sideId } from './cli-side.js';
import { terminalJson } from './cli-output.js';
import { whatIfVerb } from './cli-what-if.js';
import { need, UsageError, type Verb } from './cli-verb.js';

/** `supply`: every unit's verdict of one side with its reason, or with --whatif the verdicts a plan would change. */
export const supplyVerb: Verb = async (run) => {
  const { call, args, values, io } = run;
  need(run, 1, 'one campaign file');
  if (values.whatif !== undefined) return await whatIfVerb(call, args[0]!, values.whatif, values, io.out).then(() => 0);
  if (!values.side) throw new UsageError('supply: --side <side> is required');
  const { sides } = await call('campaign.open', { file: args[0]!, readOnly: true });
  const report = await call('supply.preview', { side: sideId(values.side, sides) });
  if (values.json) {
    io.out(
      terminalJson({
        side: report.side,
        units: report.units.map((u) => ({
          id: u.id,
          hex: u.hex,
          status: u.status,
          via: u.via,
          reason: u.reason,
          path: u.path,
        })),
        // the sources that do not work, with why, and each capability's own section (OCS 12.6c: what each dump would feed)
        ...sectionsOf(report),
      }),
    );
    return 0;
  }
  const counts = new Map<string, number>();
  for (const u of report.units) counts.set(u.status, (counts.get(u.status) ?? 0) + 1);
  const sideName = sides.find((x) => x.id === report.side)?.name ?? report.side;
  io.out(`Supply, ${sideName}, turn ${report.turn}: ${[...counts].map(([k, n]) => `${n} ${k}`).join(', ')}`);
  for (const u of report.units)
    io.out(`  ${u.hex}  ${u.status.padEnd(13)} ${u.name}: ${u.reason}${u.path.length ? ` [${u.path.join(' ')}]` : ''}`);
  for (const s of report.inactiveSources) io.out(`  not working: ${s.label}: ${s.reason}`);
  return 0;
};

/** A report's parts beyond the verdicts: the inactive sources and each capability's own section. */
function sectionsOf(report: SupplyReport): Record<string, unknown> {
  const { side: _side, turn: _turn, units: _units, ...sections } = report;
  return sections;
}
