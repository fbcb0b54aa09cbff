import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { CampaignSummary, Handlers } from '../../shared/api.js';
import { describeClock, phasesOf } from '../../shared/engine/clock.js';
import { CommandError } from '../../shared/model/command-error.js';
import { describeCommand, diceCommandTypes, type Command } from '../../shared/rules/registered-commands.js';
import type { LedgerDelta } from '../../shared/engine/ledger.js';
import { applyCommand, fold, LedgerWalker, type GameEvent } from '../../shared/rules/registered-events.js';
import { doneEvents, logClocks } from '../../shared/engine/log-walk.js';
import {
  CAMPAIGN_FORMAT,
  CAMPAIGN_FORMAT_VERSION,
  type Campaign,
  type Picture,
} from '../../shared/model/campaign-schema.js';
import { FormatError } from '../../shared/model/format-error.js';
import { rulesetInfo } from '../../shared/rules/rulesets.js';
import { vassalHandlers } from '../import/vassal/vassal-handlers.js';
import { parseCampaign, parseGame } from '../../shared/parse-campaign.js';
import { CampaignStore } from '../store/campaign-store.js';
import { foldWithRungs, LADDER_STEP, type Rung } from '../store/snapshot-ladder.js';
import { CampaignFileError } from '../store/campaign-file-error.js';
import { SCHEMA_VERSION } from '../store/migrations.js';
import { reportHtml } from '../archive/report-html.js';
import { loadState, openSession, type CampaignSession } from './campaign-session.js';
import { RecentFiles } from './recent-files.js';
import { hexView, stateView } from './views.js';
import { supplyReport } from './supply-report.js';
import { supplyCheck, verdictPage } from './verdict-pages.js';
import { logView } from './log-view.js';
import { dumpResource, ledgerView, resourceFormat } from './ledger-view.js';
import { GameEditor } from './game-editor.js';
import { ledgerCsv, ledgerLines, ledgerOfResource } from '../../shared/engine/ledger-report.js';
import { NoCampaignError, StaleViewError } from './service-errors.js';
import { syncWithFile } from './file-sync.js';
import { ChangeSignal } from './change-signal.js';
import { replayLog } from '../../shared/rules/replay-log.js';
import { RULES_VERSION } from '../../shared/engine/rules-version.js';
import { guardOutput, placeOutput, writeOutput } from './output-guard.js';
import { createExclusive } from '../store/create-exclusive.js';
import { confirmationFor } from './irreversible.js';
import { PictureWizard } from '../picture/picture-wizard.js';
import { exportOobCsv, importOobCsv } from './oob-service.js';

export interface ServiceOptions {
  /** the bundled demo campaign (JSON) */
  demoCampaign: string;
  /** where the app keeps its own files: the demo's working copy, the recent-files list */
  dataDir: string;
  version: string;
  transport: 'electron' | 'web' | 'direct';
}

/** Take a snapshot at every phase change and at least every this many commands. */
const SNAPSHOT_EVERY = 200;

/**
 * The backend: opens campaigns, validates and applies commands, answers queries. Electron IPC, the
 * web bridge, the CLI and the tests all call these same handlers.
 */
export class CampaignService {
  private session: CampaignSession | undefined;
  private readonly recent: RecentFiles;
  private readonly editor = new GameEditor();
  /** every change to the open campaign, from this process or another: the log head after it */
  readonly changed = new ChangeSignal();
  private readonly pictures = new PictureWizard(
    (game, file) => this.newFromGame(game, file),
    () =>
      this.session && {
        game: this.session.game,
        picture: (id) => this.session!.store.picture(id),
        edit: (edit) => void this.execute({ type: 'game.edit', edit }),
      },
  );
  /** what the last import's replay found in an older rules version's log (issue 23) */
  private importWarnings: string[] = [];
  readonly handlers: Handlers;

  constructor(private readonly options: ServiceOptions) {
    this.recent = new RecentFiles(join(options.dataDir, 'recent.json'));
    this.handlers = {
      ...vassalHandlers(this),
      'app.info': () => ({ version: options.version, transport: options.transport, schemaVersion: SCHEMA_VERSION }),
      'campaign.summary': () => (this.session ? this.summary() : null),
      'campaign.open': (r) => this.open(r.file, r.readOnly ?? false),
      'campaign.openDemo': () => this.openDemo(),
      'campaign.newFromGame': (r) => this.newFromGame(r.gameFile, r.file, r.name),
      'campaign.import': (r) => this.importJson(r.jsonFile, r.file),
      'campaign.export': (r) => this.exportJson(r.out, r.force ?? false),
      'campaign.saveCopy': (r) => this.saveCopy(r.out, r.force ?? false),
      'campaign.close': () => {
        this.close();
        return null;
      },
      'campaign.recent': () => this.recent.list(),
      'campaign.compact': () => this.compact(),
      'map.get': () => ({ game: this.current().game }),
      'state.get': () => stateView(this.current()),
      'hex.inspect': (r) => {
        const s = this.current();
        const i = s.grid.indexOf(r.hex);
        if (i < 0) throw new CommandError(`"${r.hex}" is not a hex on this map`, 'hex');
        return hexView(s, i);
      },
      'command.execute': (r) => this.execute(r.command, r.head),
      'command.confirmation': (r) => ({ question: confirmationFor(this.current(), r.command) }),
      'supply.preview': (r) => supplyReport(this.current(), r.side),
      'supply.check': (r) => supplyCheck(this.current(), r.side),
      'supply.verdicts': (r) => verdictPage(this.current(), r),
      'history.undo': (r) => this.undo(r.head),
      'log.list': () => logView(this.current()),
      'supply.reach': (r) => {
        const s = this.current();
        if (!s.ruleset.reach) throw new CommandError(`supply reach for the ${s.ruleset.name} rules is not built yet`);
        if (!r.unit === !r.dump) throw new CommandError('name either an HQ (unit) or a dump');
        return s.ruleset.reach(s.game, s.graph(), s.state, r);
      },
      'turns.get': () => {
        const s = this.current();
        return {
          clock: s.state.clock,
          phases: s.ruleset.phases.map((p) => ({ id: p.id, name: p.name })),
          sidePhases: Object.fromEntries(
            s.game.sides.map((x) => [
              x.id,
              phasesOf(s.game, s.ruleset, x.id).map((id) => ({
                id,
                name: s.ruleset.phases.find((p) => p.id === id)?.name ?? id,
              })),
            ]),
          ),
          sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
          turns: [...s.game.turns]
            .sort((a, b) => a.number - b.number)
            .map((t) => ({
              number: t.number,
              label: t.label,
              weather: t.weather,
              arrivals: [
                ...s.state.track
                  .filter((e) => e.turn === t.number)
                  .map((e) => ({ unit: e.unit.id, name: e.unit.name, note: e.note })),
                // GC 19.B.1: SRPs recovered from dismantling, due on the track
                ...s.state.resourceTrack
                  .filter((e) => e.turn === t.number)
                  .map((e, k) => ({
                    unit: `srp-${k}-${e.hex}`,
                    name: `${s.ruleset.formatResource?.('srp', e.amount) ?? e.amount} at ${e.hex}`,
                    note: e.note,
                  })),
              ],
            })),
        };
      },
      'history.at': (r) => {
        const s = this.current();
        const upTo = s.store.readLog().filter((l) => l.seq <= r.seq);
        return stateView({ ...s, state: fold(s.store.readSetup(), doneEvents(upTo)) });
      },
      'history.redo': (r) => this.redo(r.head),
      'editor.open': (r) => this.editor.open(r.file),
      'editor.new': (r) => this.editor.create(r.spec, r.file),
      'editor.edit': (r) => this.editor.edit(r.edit),
      'editor.undo': () => this.editor.undo(),
      'editor.save': (r) => this.editor.save(r.file),
      'editor.close': () => {
        this.editor.close();
        return null;
      },
      ...this.pictures.handlers,
      'ledger.list': (r) => ledgerView(this.current(), r),
      'map.zoc': (r) => {
        const s = this.current();
        if (!s.game.sides.some((x) => x.id === r.side)) throw new CommandError(`there is no side "${r.side}"`, 'side');
        if (!s.ruleset.zocHexes) throw new CommandError(`ZOCs for the ${s.ruleset.name} rules are not built yet`);
        return s.ruleset.zocHexes(
          { game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset },
          s.state,
          r.side,
        );
      },
      'fuel.propose': (r) => {
        const s = this.current();
        if (!s.ruleset.proposeFuel) throw new CommandError(`the ${s.ruleset.name} rules have no fuel`);
        return s.ruleset.proposeFuel({ game: s.game, graph: s.graph() }, s.state, r.side, r.units);
      },
      'ledger.csv': (r) => {
        const s = this.current();
        const lines = ledgerLines(ledgerOfResource(s.store.readLedger(), dumpResource(s), r.resource), r);
        return { csv: ledgerCsv(lines, resourceFormat(s, r.resource)), rows: lines.length };
      },
      'units.importCsv': (r) => importOobCsv(this.current(), (c) => this.execute(c), r.csv, r.source),
      'units.exportCsv': () => exportOobCsv(this.current()),
    };
  }

  current(): CampaignSession {
    if (!this.session) throw new NoCampaignError();
    // what another process or window wrote is read before answering
    if (syncWithFile(this.session)) this.changed.emit(this.session.head);
    return this.session;
  }

  /** The log head of the open campaign as this process last read it (null when none is open). */
  openHead(): string | null {
    return this.session?.head ?? null;
  }

  /** Tells open views when the file changed, whoever changed it: call it every so often. */
  poll(): void {
    if (this.session) this.current();
  }

  open(file: string, readOnly = false): CampaignSummary {
    const path = resolve(file);
    const store = CampaignStore.open(path, { readOnly });
    let session: CampaignSession;
    try {
      session = openSession(store);
    } catch (e) {
      store.close();
      throw e;
    }
    this.close();
    this.session = session;
    this.changed.emit(session.head);
    this.recent.add(path);
    return this.summary();
  }

  /** The demo opens from a working copy, so the bundled file is never changed and progress is kept. */
  openDemo(): CampaignSummary {
    const file = join(this.options.dataDir, 'demo-campaign.qmc');
    if (!existsSync(file)) this.createFrom(this.readCampaignJson(this.options.demoCampaign), file).close();
    return this.open(file);
  }

  newFromGame(gameFile: string, file: string, name?: string): CampaignSummary {
    const game = parseGame(readJson(gameFile), gameFile);
    const first = [...game.turns].sort((a, b) => a.number - b.number)[0]!;
    const campaign: Campaign = {
      format: CAMPAIGN_FORMAT,
      formatVersion: CAMPAIGN_FORMAT_VERSION,
      name: name ?? `${game.name} campaign`,
      game,
      setup: {
        clock: { turn: first.number, side: game.sides[0]!.id, phase: rulesetInfo(game.ruleset).phases[0]!.id },
        units: [],
        dumps: [],
        deadPile: [],
        track: [],
        pendingAttrition: [],
        fueledFormations: [],
        fuelThrownFrom: [],
        pools: [],
        fortressesLost: [],
        supplyJudged: [],
        eliminationRolled: [],
        resourceTrack: [],
        budgets: [],
        dice: 'app',
      },
      log: [],
    };
    this.createFrom(campaign, resolve(file)).close();
    return this.open(file);
  }

  importJson(jsonFile: string, file: string): CampaignSummary {
    this.createFrom(this.readCampaignJson(jsonFile), resolve(file)).close();
    const warnings = this.importWarnings;
    return { ...this.open(file), ...(warnings.length ? { warnings } : {}) };
  }

  exportJson(out: string, force = false): { out: string; commands: number } {
    const s = this.current();
    const campaign = this.toCampaign(s);
    const path = writeOutput(out, JSON.stringify(campaign, null, 1) + '\n', s.store.file, force);
    return { out: path, commands: campaign.log.length };
  }

  /** The archive: the campaign as JSON (re-importable) and as an HTML report, both in `dir`. */
  archive(dir: string, force = false): { json: string; html: string } {
    const s = this.current();
    const campaign = this.toCampaign(s);
    const base = basename(s.store.file).replace(/\.qmc$/, '');
    mkdirSync(resolve(dir), { recursive: true });
    const json = join(resolve(dir), `${base}.campaign.json`);
    const html = join(resolve(dir), `${base}.report.html`);
    // both refused before either is written
    for (const f of [json, html]) guardOutput(f, s.store.file, force);
    writeOutput(json, JSON.stringify(campaign, null, 1) + '\n', s.store.file, force);
    writeOutput(html, reportHtml(campaign, `Quartermaster ${this.options.version}`), s.store.file, force);
    return { json, html };
  }

  toCampaign(s: CampaignSession): Campaign {
    return {
      format: CAMPAIGN_FORMAT,
      formatVersion: CAMPAIGN_FORMAT_VERSION,
      name: s.store.meta('name') ?? 'Campaign',
      // the game it was made with: the log's game.edit commands make it the game it is now
      game: s.store.readGame(),
      setup: s.store.readSetup(),
      log: s.store.readLog(),
      ...(s.store.meta('rulesVersion') ? { rulesVersion: Number(s.store.meta('rulesVersion')) } : {}),
      ...withPictures(s.store.readPictures()),
    };
  }

  /** Writes a campaign built in memory (an import) to a new file and opens it. */
  createCampaign(c: Campaign, file: string): CampaignSummary {
    this.createFrom(c, resolve(file)).close();
    return this.open(file);
  }

  saveCopy(out: string, force = false): { out: string } {
    const s = this.current();
    const path = resolve(out);
    if (path === s.store.file) throw new CommandError('choose a different file for the copy', 'out');
    return { out: placeOutput(path, s.store.file, force, (partial) => s.store.copyTo(partial)) };
  }

  /** Drops the snapshots and reopens: the same campaign, folded from its log. */
  compact(): { beforeMB: number; afterMB: number } {
    const s = this.current();
    if (s.store.readOnly) throw new CommandError(s.store.readOnlyMessage());
    const file = s.store.file;
    // the file and its write-ahead log together
    const mb = () =>
      [file, `${file}-wal`].reduce((a, f) => a + (existsSync(f) ? statSync(f).size : 0), 0) / (1024 * 1024);
    const before = mb();
    s.store.compact();
    this.close();
    this.open(file);
    return { beforeMB: before, afterMB: mb() };
  }

  close(): void {
    this.session?.store.close();
    this.session = undefined;
  }

  /** Runs a command in one write transaction; `head` (from a view) must be the file's current log head. */
  execute(command: Command, head?: string): CampaignSummary {
    const s = this.current();
    if (s.store.readOnly) throw new CommandError(s.store.readOnlyMessage());
    this.inTurn(s, head, () => this.applyNow(s, command));
    // the campaign's game changed: grid, graph and views from the edited game
    if (command.type === 'game.edit') this.session = openSession(s.store);
    return this.summary();
  }

  private applyNow(s: CampaignSession, command: Command): void {
    const seeded = s.state.dice === 'app' ? withSeed(command) : command;
    const events = applyCommand({ game: s.game, grid: s.grid, graph: s.graph(), ruleset: s.ruleset }, s.state, seeded);
    const next = fold(s.state, events);
    const seq = s.store.appendCommand(seeded, events, s.state.clock, new LedgerWalker(s.state.dumps).deltas(events));
    s.state = next;
    s.commandsSinceSnapshot++;
    if (command.type === 'clock.advance' || s.commandsSinceSnapshot >= SNAPSHOT_EVERY) {
      s.store.writeSnapshot(seq, s.state);
      s.anchor = { seq, state: s.state };
      s.commandsSinceSnapshot = 0;
    }
  }

  undo(head?: string): CampaignSummary {
    const s = this.current();
    let type = '';
    this.inTurn(s, head, () => {
      const last = s.store.lastDone();
      if (!last) throw new CommandError('there is nothing to undo');
      s.store.setStatus(last.seq, 'undone');
      this.reload(s);
      type = last.type;
    });
    // the campaign's game changed: grid, graph and views from the game as edited so far
    if (type === 'game.edit') this.session = openSession(s.store);
    return this.summary();
  }

  redo(head?: string): CampaignSummary {
    const s = this.current();
    let type = '';
    this.inTurn(s, head, () => {
      const next = s.store.firstUndone();
      if (!next) throw new CommandError('there is nothing to redo');
      s.store.setStatus(next.seq, 'done');
      this.reload(s);
      type = next.type;
    });
    if (type === 'game.edit') this.session = openSession(s.store);
    return this.summary();
  }

  /**
   * Writers take turns (issue 23): BEGIN IMMEDIATE, then reload if another process or window changed
   * the file, refuse a view that showed an older log head, and only then apply. Views are told after.
   */
  private inTurn(s: CampaignSession, head: string | undefined, fn: () => void): void {
    const before = s.head;
    try {
      s.store.writeTransaction(() => {
        syncWithFile(s);
        if (head !== undefined && head !== s.head) throw new StaleViewError();
        fn();
        s.head = s.store.head();
      });
    } catch (e) {
      // rolled back: whatever fn changed in memory is read again from the file
      if (!(e instanceof StaleViewError) && !(e instanceof CommandError)) {
        s.head = '';
        s.dataVersion = Number.NaN;
      }
      throw e;
    } finally {
      if (s.head !== before) this.changed.emit(s.head);
    }
  }

  summary(): CampaignSummary {
    const s = this.current();
    const last = s.store.lastDone();
    const next = s.store.firstUndone();
    return {
      file: s.store.file,
      name: s.store.meta('name') ?? 'Campaign',
      gameName: s.game.name,
      ruleset: s.game.ruleset,
      rulesetName: s.ruleset.name,
      clock: s.state.clock,
      clockText: describeClock(s.game, s.ruleset, s.state.clock),
      readOnly: s.store.readOnly,
      head: s.head,
      ...(s.store.readOnlyReason ? { readOnlyReason: s.store.readOnlyReason } : {}),
      undo: last ? describeCommand(s.store.commandPayload(last.seq)) : null,
      redo: next ? describeCommand(s.store.commandPayload(next.seq)) : null,
      commands: s.store.commandCount(),
      supplyChecks: s.ruleset.supplyChecks,
      sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
      gameEdits: s.gameEdits,
    };
  }

  /**
   * After undo or redo: the state is the in-memory anchor folded with the done events after it;
   * when the anchor itself was undone, the newest remaining snapshot (or the setup) instead.
   */
  private reload(s: CampaignSession): void {
    if (s.anchor.seq > 0 && s.store.latestSnapshotSeq() < s.anchor.seq) {
      const loaded = loadState(s.store);
      s.anchor = loaded.anchor;
      s.state = loaded.state;
      return;
    }
    const events = s.store.eventsAfter(s.anchor.seq);
    s.state = fold(s.anchor.state, events);
    // redo far above the anchor: a snapshot here keeps the next step bounded (snapshot-ladder.ts)
    const last = events.length > LADDER_STEP && !s.store.readOnly ? s.store.lastDone() : undefined;
    if (last) {
      s.store.writeSnapshot(last.seq, s.state);
      s.anchor = { seq: last.seq, state: s.state };
    }
  }

  private readCampaignJson(file: string): Campaign {
    return parseCampaign(readJson(file), file);
  }

  /**
   * Writes a campaign (setup and log) to a new file, all or nothing: the log must fold cleanly, and
   * the file is written under a temporary name and renamed into place only when complete.
   */
  private createFrom(c: Campaign, file: string): CampaignStore {
    // the clock each command was given at, and one fold of the whole log to prove it fits the
    // setup — not one fold per command, which copies the state each time
    const clocks = logClocks(c.setup.clock, c.log);
    // issue 23: the log's commands are replayed through the engine, never trusted as written
    const replayed = replayLog(c);
    this.importWarnings = replayed.warnings;
    let finalState: Campaign['setup'];
    let rungs: Rung[] = [];
    // the ledger the file will hold: done commands, then the undone ones a redo would apply
    const ledger = new Map<number, LedgerDelta[]>();
    try {
      finalState = replayed.state;
      // the undo ladder's rungs (snapshot-ladder.ts): a fold of the done events, stopping every LADDER_STEP commands
      rungs = foldWithRungs(
        { seq: 0, state: c.setup },
        c.log.filter((e) => e.status === 'done').map((e) => ({ seq: e.seq, events: e.events as GameEvent[] })),
      ).rungs;
      const walker = new LedgerWalker(c.setup.dumps);
      for (const status of ['done', 'undone'] as const)
        for (const entry of c.log)
          if (entry.status === status) ledger.set(entry.seq, walker.deltas(entry.events as GameEvent[]));
    } catch (e) {
      throw new FormatError('the campaign log does not fit its setup', [(e as Error).message]);
    }
    try {
      // built under a temporary name and linked into place: of two racing creators one wins
      createExclusive(file, (partial) => {
        const store = CampaignStore.create(partial, c.name, c.game, c.setup);
        try {
          const rules = c.log.length === 0 ? RULES_VERSION : c.rulesVersion;
          if (rules !== undefined) store.setMeta('rulesVersion', String(rules));
          store.importLog(c.log, clocks, ledger);
          if (c.pictures?.length) store.writePictures(c.pictures);
          // the undo ladder's rungs, then a snapshot of where the log ends, so that opening does not fold the whole log
          const last = [...c.log].reverse().find((e) => e.status === 'done');
          for (const r of rungs) store.writeSnapshot(r.seq, r.state);
          if (last) store.writeSnapshot(last.seq, finalState);
        } finally {
          store.close();
        }
      });
    } catch (e) {
      if (!(e instanceof CampaignFileError) && e instanceof Error && /UNIQUE|constraint/i.test(e.message))
        throw new FormatError('the campaign log is not valid', [e.message]);
      throw e;
    }
    return CampaignStore.open(file);
  }
}

/** App-rolled dice: a command that rolls and was given no dice gets a fresh seed, kept in the log. */
function withSeed(command: Command): Command {
  if (
    diceCommandTypes.has(command.type) &&
    !('dice' in command && command.dice) &&
    !('seed' in command && command.seed !== undefined)
  )
    return { ...command, seed: randomInt(0, 0xffffffff) } as Command;
  return command;
}

/** Pictures go into campaign JSON only when there are any, so files without them stay as they were. */
function withPictures(pictures: Picture[]): { pictures?: Picture[] } {
  return pictures.length ? { pictures } : {};
}

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new FormatError(`${file} could not be read`, ['no such file, or no permission to read it']);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new FormatError(`${file} is not valid JSON`, [(e as Error).message]);
  }
}
