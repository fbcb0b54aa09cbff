import { parseCliCommand } from './cli-command-parse.js';
import { importNoteLines } from './cli-import-notes.js';
import { ledgerVerb } from './cli-ledger.js';
import { clubVerb, relayVerb } from './cli-relay.js';
import { supplyVerb } from './cli-supply-verb.js';
import { unitsVerb } from './cli-units.js';
import { need, outOf, UsageError, type Verb } from './cli-verb.js';

/** share, sync and publish: the campaign's log or its sides' views on the club's server. */
const relayed: Verb = async (run) => {
  need(run, 1, 'one campaign file');
  if (!run.values.relay) throw new UsageError(`${run.verb}: --relay <referee.json> is required`);
  await relayVerb(
    run.service,
    run.verb as 'share' | 'sync' | 'publish',
    run.args[0]!,
    run.values.relay,
    undefined,
    run.io.out,
  );
  return 0;
};

/** Every verb of the command-line tool but help, by name (USAGE in cli.ts tells them). */
export const VERBS: Readonly<Record<string, Verb>> = {
  async import(run) {
    need(run, 1, 'one JSON file');
    const s = await run.call('campaign.import', {
      jsonFile: run.args[0]!,
      file: outOf(run),
      keepLoggedEvents: run.values['keep-logged-events'] ?? false,
    });
    run.io.out(`created ${s.file}: ${s.name} (${s.gameName}), ${s.commands} commands, now at ${s.clockText}`);
    for (const w of s.warnings ?? []) run.io.err(`warning: written by an older rules version: ${w}`);
    return 0;
  },
  async export(run) {
    need(run, 1, 'one campaign file');
    await run.call('campaign.open', { file: run.args[0]!, readOnly: true });
    const r = await run.call('campaign.export', { out: outOf(run), force: run.values.force ?? false });
    run.io.out(`wrote ${r.out} (${r.commands} commands in the log)`);
    return 0;
  },
  async info(run) {
    need(run, 1, 'one campaign file');
    const { out } = run.io;
    await run.call('campaign.open', { file: run.args[0]!, readOnly: true });
    const { summary: s, map, sides, schemaVersion, importNotes } = await run.call('campaign.info', {});
    out(`${s.name}`);
    out(`  file:      ${s.file}`);
    out(`  game:      ${s.gameName} (ruleset ${s.ruleset}: ${s.rulesetName})`);
    out(`  map:       ${map.columns} x ${map.rows} hexes, ${map.orientation}-top, ${map.sections} section(s)`);
    out(`  now:       ${s.clockText}`);
    for (const side of sides)
      out(`  ${(side.name + ':').padEnd(10)} ${side.units} units, ${side.dumps} dumps holding ${side.amountText}`);
    out(`  log:       ${s.commands} commands`);
    out(`  schema:    version ${schemaVersion}`);
    if (importNotes) for (const line of importNoteLines(importNotes)) out(line);
    return 0;
  },
  async archive(run) {
    need(run, 1, 'one campaign file');
    await run.call('campaign.open', { file: run.args[0]!, readOnly: true });
    const r = await run.call('campaign.archive', { dir: outOf(run), force: run.values.force ?? false });
    run.io.out(`wrote ${r.json}\nwrote ${r.html}`);
    return 0;
  },
  async units(run) {
    need(run, 1, 'one campaign file');
    await unitsVerb(run.call, run.args[0]!, run.values, run.io.out);
    return 0;
  },
  async compact(run) {
    need(run, 1, 'one campaign file');
    await run.call('campaign.open', { file: run.args[0]! });
    const r = await run.call('campaign.compact', {});
    run.io.out(`compacted ${run.args[0]}: ${r.beforeMB.toFixed(2)} MB -> ${r.afterMB.toFixed(2)} MB`);
    return 0;
  },
  supply: supplyVerb,
  async ledger(run) {
    need(run, 1, 'one campaign file');
    const { values } = run;
    const turn = values.turn === undefined ? undefined : Number(values.turn);
    if (turn !== undefined && !(Number.isInteger(turn) && turn >= 1))
      throw new UsageError(`ledger: --turn must be a turn number, not "${values.turn}"`);
    const options = { side: values.side, turn, resource: values.resource, csv: values.csv };
    await ledgerVerb(run.call, run.args[0]!, options, run.io.out, run.data);
    return 0;
  },
  async club(run) {
    need(run, 1, 'one campaign file');
    clubVerb(run.service, run.args[0]!, { ...run.values, out: outOf(run) }, run.io.out);
    return 0;
  },
  share: relayed,
  sync: relayed,
  publish: relayed,
  async do(run) {
    need(run, 2, 'a campaign file and a command as JSON');
    if (run.values.relay) {
      await relayVerb(run.service, 'do', run.args[0]!, run.values.relay, run.args[1]!, run.io.out);
      return 0;
    }
    const command = parseCliCommand(run.args[1]!);
    await run.call('campaign.open', { file: run.args[0]! });
    await run.call('command.execute', { command });
    // the one command just appended: the log's newest entry
    for (const e of (await run.call('log.list', {})).slice(-1)) {
      run.io.out(`${e.command}:`);
      for (const x of e.events) run.io.out(`  ${x.text}`);
    }
    return 0;
  },
  async log(run) {
    need(run, 1, 'one campaign file');
    const { values } = run;
    const turn = values.turn === undefined ? undefined : Number(values.turn);
    await run.call('campaign.open', { file: run.args[0]!, readOnly: true });
    for (const e of await run.call('log.list', {})) {
      if (e.status !== 'done' || (turn !== undefined && e.clock.turn !== turn)) continue;
      const events = e.events.filter((x) => !values.kind || x.kind === values.kind);
      if (!events.length) continue;
      run.io.out(`#${e.seq} ${e.clockText}: ${e.command}`);
      for (const x of events) run.io.out(`  ${x.text}`);
    }
    return 0;
  },
  // the VASSAL libraries load only when the verb runs
  'import-vassal': async (run) =>
    await (await import('./cli-import-vassal.js')).runImportVassal(run.service, run.args, run.values, run.io),
};
