import type { SupplyReport } from '../shared/engine/ruleset.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { cliCall } from './cli-call.js';
import { appVersion, demoCampaignPath } from './paths.js';
import { CommandTextError, parseCliCommand } from './cli-command-parse.js';
import { IMPORT_VASSAL_USAGE, TERRAIN_FROM_PICTURE_USAGE } from './cli-wizard-usage.js';
import { unitsVerb } from './cli-units.js';
import { terminalProgress } from './cli-progress.js';
import type { JobInfo } from './work/run-job.js';
import { sideId } from './cli-side.js';
import { importNoteLines } from './cli-import-notes.js';
import { ledgerVerb } from './cli-ledger.js';
import { exitWhenFlushed, processIo, terminalJson, terminalText, type CliIo } from './cli-output.js';
import { whatIfVerb } from './cli-what-if.js';
import { clubVerb, relayVerb } from './cli-relay.js';

/**
 * The headless command-line tool, over the same service the app uses. Errors go to stderr with
 * exit code 1; nothing is changed by a command that fails.
 */
export const USAGE = `Usage: quartermaster <verb> [arguments]

  import <campaign.json> --out <file.qmc> [--keep-logged-events]
                                            create a campaign file from a JSON campaign (or archive); a log
                                            of older rules that today's rules replay differently is refused
                                            unless told to keep its logged events as history
  export <file.qmc> --out <campaign.json> [--force]
                                            write a campaign file as one JSON campaign (--force replaces
                                            an existing file; never a campaign file)
  info <file.qmc>                           show what a campaign file holds (opened read-only)
  supply <file.qmc> --side <side> [--json]  every unit's supply verdict with its reason (changes nothing)
  supply <file.qmc> --whatif '<placements>' [--side S] [--json]
                                            the verdicts that would change were these counters elsewhere,
                                            e.g. '[{"unit":"ax-hq-1","hex":"2114"}]' (changes nothing)
  ledger <file.qmc> [--side S] [--turn N] [--resource R] [--csv]
                                            the supply ledger: every change to every dump, with balances
                                            (R: srp or chit for the grand-campaign SRP and Offensive Chit ledgers)
  do <file.qmc> '<command as JSON>'         run one command, as the app would (e.g. '{"type":"supply.apply","side":"axis"}')
  log <file.qmc> [--kind K] [--turn N]      the campaign log in words; K: supply, attrition, breakout, elimination, isolation
  archive <file.qmc> --out <dir> [--force]  write the campaign as JSON and as an HTML turn-by-turn report
  units <file.qmc> --import <units.csv> | --export <units.csv> [--force]
                                            the order of battle from / to a spreadsheet (CSV; docs/formats.md)
  compact <file.qmc>                        drop the snapshots but the newest (the log keeps everything), shrink the file
  club <file.qmc> --out <dir> [--host H] [--public-host H] [--port N] [--ws-port N] [--referees N]
       [--campaign KEY] [--store DIR] [--tls-cert F --tls-key F] [--force]
                                            the club's nats-server configuration and one settings file per
                                            referee and per side (see "Playing over the internet")
  share <file.qmc> --relay <referee.json>   share the campaign's log on the club's server
  sync <file.qmc> --relay <referee.json>    apply what the other referees did
  publish <file.qmc> --relay <referee.json> publish each side's view to its stream for remote players
  do <file.qmc> '<command>' --relay <referee.json>
                                            run one command through the shared log (checked on the latest state)
${TERRAIN_FROM_PICTURE_USAGE}
${IMPORT_VASSAL_USAGE}
  help                                      show this text

Run from a checkout as: npm run cli -- <verb> ...`;

export type { CliIo } from './cli-output.js';
export { exitWhenFlushed } from './cli-output.js';

export async function runCli(
  argv: string[],
  given?: CliIo & { progress?: (job: JobInfo, finished: boolean) => void },
): Promise<number> {
  // a long job's progress: on the terminal's standard error, or to a caller that asks for it
  const progress = given ? given.progress : terminalProgress(process.stderr);
  let stopProgress = () => {};
  const proc = given ? undefined : processIo();
  const raw = given ?? proc!;
  // words for the referee, without the control characters a name may carry; data (JSON, CSV into a pipe) as it is
  const io: CliIo = { out: (l) => raw.out(terminalText(l)), err: (l) => raw.err(terminalText(l)) };
  const data = (l: string) => raw.out(!given && process.stdout.isTTY ? terminalText(l) : l);
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-cli-'));
  const service = new CampaignService({
    demoCampaign: demoCampaignPath(),
    dataDir,
    version: appVersion(),
    transport: 'direct',
  });
  // every verb calls the service as the bridge and IPC do: through dispatch
  const call = cliCall(service.handlers);
  try {
    // the wizard verbs load their picture and VASSAL libraries only when run
    // the long verbs run in worker threads; a terminal sees their progress on standard error
    if (progress) stopProgress = service.jobs.watch(progress);
    if (argv[0] === 'terrain-from-picture')
      return await service.jobs.run(
        'terrain-from-picture',
        { argv: argv.slice(1), options: { ...service.options, dataDir } },
        io.out,
      );
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string', short: 'o' },
        side: { type: 'string', short: 's' },
        turn: { type: 'string', short: 't' },
        csv: { type: 'boolean' },
        json: { type: 'boolean' },
        kind: { type: 'string', short: 'k' },
        resource: { type: 'string', short: 'r' },
        help: { type: 'boolean', short: 'h' },
        force: { type: 'boolean' },
        'keep-logged-events': { type: 'boolean' },
        save: { type: 'string' },
        setup: { type: 'string' },
        ruleset: { type: 'string' },
        mapping: { type: 'string' },
        import: { type: 'string' },
        export: { type: 'string' },
        whatif: { type: 'string' },
        relay: { type: 'string' },
        host: { type: 'string' },
        'public-host': { type: 'string' },
        port: { type: 'string' },
        'ws-port': { type: 'string' },
        referees: { type: 'string' },
        campaign: { type: 'string' },
        store: { type: 'string' },
        'tls-cert': { type: 'string' },
        'tls-key': { type: 'string' },
      },
    });
    const [verb, ...args] = positionals;
    if (!verb || verb === 'help' || values.help) {
      io.out(USAGE);
      return verb || values.help ? 0 : 1;
    }
    const need = (n: number, what: string) => {
      if (args.length !== n) throw new UsageError(`${verb}: expected ${what}`);
    };
    const out = () => {
      if (!values.out) throw new UsageError(`${verb}: --out <file> is required`);
      return values.out;
    };
    switch (verb) {
      case 'import': {
        need(1, 'one JSON file');
        const s = await call('campaign.import', {
          jsonFile: args[0]!,
          file: out(),
          keepLoggedEvents: values['keep-logged-events'] ?? false,
        });
        io.out(`created ${s.file}: ${s.name} (${s.gameName}), ${s.commands} commands, now at ${s.clockText}`);
        for (const w of s.warnings ?? []) io.err(`warning: written by an older rules version: ${w}`);
        return 0;
      }
      case 'export': {
        need(1, 'one campaign file');
        await call('campaign.open', { file: args[0]!, readOnly: true });
        const r = await call('campaign.export', { out: out(), force: values.force ?? false });
        io.out(`wrote ${r.out} (${r.commands} commands in the log)`);
        return 0;
      }
      case 'info': {
        need(1, 'one campaign file');
        await call('campaign.open', { file: args[0]!, readOnly: true });
        const { summary: s, map, sides, schemaVersion, importNotes } = await call('campaign.info', {});
        io.out(`${s.name}`);
        io.out(`  file:      ${s.file}`);
        io.out(`  game:      ${s.gameName} (ruleset ${s.ruleset}: ${s.rulesetName})`);
        io.out(`  map:       ${map.columns} x ${map.rows} hexes, ${map.orientation}-top, ${map.sections} section(s)`);
        io.out(`  now:       ${s.clockText}`);
        for (const side of sides)
          io.out(
            `  ${(side.name + ':').padEnd(10)} ${side.units} units, ${side.dumps} dumps holding ${side.amountText}`,
          );
        io.out(`  log:       ${s.commands} commands`);
        io.out(`  schema:    version ${schemaVersion}`);
        if (importNotes) for (const line of importNoteLines(importNotes)) io.out(line);
        return 0;
      }
      case 'archive': {
        need(1, 'one campaign file');
        await call('campaign.open', { file: args[0]!, readOnly: true });
        const r = await call('campaign.archive', { dir: out(), force: values.force ?? false });
        io.out(`wrote ${r.json}\nwrote ${r.html}`);
        return 0;
      }
      case 'units':
        need(1, 'one campaign file');
        await unitsVerb(call, args[0]!, values, io.out);
        return 0;
      case 'compact': {
        need(1, 'one campaign file');
        await call('campaign.open', { file: args[0]! });
        const r = await call('campaign.compact', {});
        io.out(`compacted ${args[0]}: ${r.beforeMB.toFixed(2)} MB -> ${r.afterMB.toFixed(2)} MB`);
        return 0;
      }
      case 'supply': {
        need(1, 'one campaign file');
        if (values.whatif !== undefined)
          return await whatIfVerb(call, args[0]!, values.whatif, values, io.out).then(() => 0);
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
          io.out(
            `  ${u.hex}  ${u.status.padEnd(13)} ${u.name}: ${u.reason}${u.path.length ? ` [${u.path.join(' ')}]` : ''}`,
          );
        for (const s of report.inactiveSources) io.out(`  not working: ${s.label}: ${s.reason}`);
        return 0;
      }
      case 'ledger': {
        need(1, 'one campaign file');
        const turn = values.turn === undefined ? undefined : Number(values.turn);
        if (turn !== undefined && !(Number.isInteger(turn) && turn >= 1))
          throw new UsageError(`ledger: --turn must be a turn number, not "${values.turn}"`);
        await ledgerVerb(
          call,
          args[0]!,
          { side: values.side, turn, resource: values.resource, csv: values.csv },
          io.out,
          data,
        );
        return 0;
      }
      case 'club': {
        need(1, 'one campaign file');
        clubVerb(service, args[0]!, { ...values, out: out() }, io.out);
        return 0;
      }
      case 'share':
      case 'sync':
      case 'publish': {
        need(1, 'one campaign file');
        if (!values.relay) throw new UsageError(`${verb}: --relay <referee.json> is required`);
        await relayVerb(service, verb, args[0]!, values.relay, undefined, io.out);
        return 0;
      }
      case 'do': {
        if (values.relay) {
          need(2, 'a campaign file and a command as JSON');
          await relayVerb(service, 'do', args[0]!, values.relay, args[1]!, io.out);
          return 0;
        }
        need(2, 'a campaign file and a command as JSON');
        const command = parseCliCommand(args[1]!);
        await call('campaign.open', { file: args[0]! });
        await call('command.execute', { command });
        // the one command just appended: the log's newest entry
        const entry = (await call('log.list', {})).slice(-1);
        for (const e of entry) {
          io.out(`${e.command}:`);
          for (const x of e.events) io.out(`  ${x.text}`);
        }
        return 0;
      }
      case 'log': {
        need(1, 'one campaign file');
        const turn = values.turn === undefined ? undefined : Number(values.turn);
        await call('campaign.open', { file: args[0]!, readOnly: true });
        for (const e of await call('log.list', {})) {
          if (e.status !== 'done' || (turn !== undefined && e.clock.turn !== turn)) continue;
          const events = e.events.filter((x) => !values.kind || x.kind === values.kind);
          if (!events.length) continue;
          io.out(`#${e.seq} ${e.clockText}: ${e.command}`);
          for (const x of events) io.out(`  ${x.text}`);
        }
        return 0;
      }
      case 'import-vassal':
        return await (await import('./cli-import-vassal.js')).runImportVassal(service, args, values, io);
      default:
        throw new UsageError(`unknown verb "${verb}"`);
    }
  } catch (e) {
    if (e instanceof CommandTextError) {
      io.err(`quartermaster: ${e.message}`);
      return 1;
    }
    if (e instanceof UsageError) {
      io.err(`quartermaster: ${e.message}\n\n${USAGE}`);
      return 1;
    }
    const body = errorBody(e);
    io.err(`quartermaster: ${body.message}`);
    return 1;
  } finally {
    stopProgress();
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
    proc?.flush();
  }
}

class UsageError extends Error {}

if (process.argv[1] && /cli\.(ts|js)$/.test(process.argv[1]) && !/web-cli/.test(process.argv[1])) {
  void runCli(process.argv.slice(2)).then(exitWhenFlushed);
}

/** A report's parts beyond the verdicts: the inactive sources and each capability's own section. */
function sectionsOf(report: SupplyReport): Record<string, unknown> {
  const { side: _side, turn: _turn, units: _units, ...sections } = report;
  return sections;
}
