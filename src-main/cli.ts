import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CampaignService } from './service/campaign-service.js';
import { errorBody } from './service/dispatch.js';
import { cliCall } from './cli-call.js';
import { appVersion, demoCampaignPath } from './paths.js';
import { IMPORT_VASSAL_USAGE, TERRAIN_FROM_PICTURE_USAGE } from './cli-wizard-usage.js';
import { terminalProgress } from './cli-progress.js';
import type { JobInfo } from './work/run-job.js';
import { exitWhenFlushed, processIo, terminalText, type CliIo } from './cli-output.js';
import { CommandTextError } from './cli-command-parse.js';
import { UsageError } from './cli-verb.js';
import { VERBS } from './cli-verbs.js';

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
    const run = Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;
    if (!run) throw new UsageError(`unknown verb "${verb}"`);
    return await run({ verb, service, call, args, values, io, data });
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

if (process.argv[1] && /cli\.(ts|js)$/.test(process.argv[1]) && !/web-cli/.test(process.argv[1])) {
  void runCli(process.argv.slice(2)).then(exitWhenFlushed);
}
