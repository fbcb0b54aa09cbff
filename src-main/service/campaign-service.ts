import type { RegisteredCampaign } from '../../shared/rules/registered-state.js';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CampaignSummary, Handlers } from '../../shared/api.js';
import { describeClock } from '../../shared/engine/clock.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import { describeCommand, type Command } from '../../shared/rules/registered-commands.js';
import { refereeNames } from '../../shared/engine/referee-names.js';
import { playersHandlers } from '../players/players-handlers.js';
import type { PlayersHost } from '../players/players-host.js';
import { relayHandlers } from '../relay/relay-handlers.js';
import type { RelayHost } from '../relay/relay-host.js';
import type { SharedLog } from './shared-log.js';
import { rendererDir } from '../paths.js';
import { vassalHandlers } from '../import/vassal/vassal-handlers.js';
import type { PictureWizard } from '../picture/picture-wizard.js';
import { CampaignStore } from '../store/campaign-store.js';
import { openSession, type CampaignSession } from './campaign-session.js';
import { ChangeSignal } from './change-signal.js';
import { createFrom, readCampaignJson, readJson } from './create-from-campaign.js';
import { resolvePictureFiles } from './picture-files.js';
import { upgradeNotes } from '../../shared/upgrade-notes.js';
import { parseCampaign } from '../../shared/parse-campaign.js';
import { editorHandlers } from './editor-handlers.js';
import { gameEditedElsewhere, syncWithFile } from './file-sync.js';
import { archive, campaignOfGame, compact, exportJson, fileHandlers, saveCopy, toCampaign } from './file-handlers.js';
import { GameEditor } from './game-editor.js';
import { execute, historyHandlers, redo, undo } from './history-handlers.js';
import { ledgerHandlers } from './ledger-handlers.js';
import { queryHandlers } from './query-handlers.js';
import { RecentFiles } from './recent-files.js';
import { NoCampaignError } from './service-errors.js';
import { composeHandlers } from './compose-handlers.js';
import { JobBoard } from '../work/run-job.js';

export interface ServiceOptions {
  /** the bundled demo campaign (JSON) */
  demoCampaign: string;
  /** where the app keeps its own files: the demo's working copy, the recent-files list */
  dataDir: string;
  version: string;
  transport: 'electron' | 'web' | 'direct';
}

/**
 * The backend: holds the open campaign and joins the per-area handler modules (files, history,
 * queries, ledger, editor) into the one typed Handlers map of shared/api.ts. Electron IPC, the web
 * bridge, the CLI and the tests all call these same handlers through `dispatch`.
 */
export class CampaignService {
  private session: CampaignSession | undefined;
  readonly recent: RecentFiles;
  private readonly editor = new GameEditor();
  /** every change to the open campaign, from this process or another: the log head after it */
  readonly changed = new ChangeSignal();
  private pictures: Promise<PictureWizard> | undefined;
  /** the long jobs running in worker threads (import, export, archive), with their progress */
  readonly jobs = new JobBoard();
  readonly handlers: Handlers;
  /** the player server and its links, made when the referee first opens Players… */
  private players: Promise<PlayersHost> | undefined;
  /** the club's server (Share…, Join…), its NATS client loaded when the referee first shares or joins */
  private relay: Promise<RelayHost> | undefined;
  /** while the open campaign is shared: its changes go through the co-referees' log (shared-log.ts) */
  sharedLog: SharedLog | undefined;

  constructor(readonly options: ServiceOptions) {
    this.recent = new RecentFiles(join(options.dataDir, 'recent.json'));
    // every call's handler, by area; a call handled twice or not at all stops the app here
    this.handlers = composeHandlers({
      vassal: vassalHandlers(this),
      files: fileHandlers(this),
      history: historyHandlers(this),
      queries: queryHandlers(this),
      ledger: ledgerHandlers(this),
      editor: editorHandlers(this.editor, () => this.pictureWizard()),
      // the player server's code (TLS, QR codes) loads when the referee first opens Players…
      players: playersHandlers(
        () =>
          (this.players ??= import('../players/players-host.js').then((m) => new m.PlayersHost(this, rendererDir()))),
      ),
      relay: relayHandlers(
        () => (this.relay ??= import('../relay/relay-host.js').then((m) => new m.RelayHost(this))),
        () => this.relay,
      ),
      work: {
        'work.progress': () => ({ jobs: this.jobs.list() }),
        'work.cancel': (r) => ({ cancelled: this.jobs.cancel(r.id) }),
      },
    });
  }

  /** the new-game-from-pictures wizard, loaded with its picture library only when first asked for */
  private pictureWizard(): Promise<PictureWizard> {
    return (this.pictures ??= import('../picture/picture-wizard.js').then(
      ({ PictureWizard }) =>
        new PictureWizard(
          (game, file, pictures) => this.newFromGame(game, file, undefined, pictures),
          // the open campaign: its boards aligned from the VASSAL grid, and a reading saved back as logged game edits
          () =>
            this.session && {
              game: this.session.game,
              picture: (id) => this.session!.store.picture(id),
              edit: (edit) => void this.execute({ type: 'game.edit', edit }),
            },
          // reading the terrain runs in a worker thread: the app answers other calls meanwhile
          (a) => this.jobs.run('picture.read', a),
        ),
    ));
  }

  current(): CampaignSession {
    if (!this.session) throw new NoCampaignError();
    // what another process or window wrote is read before answering; a game edit among it means
    // another map and graph: the session is made again from the file, as after an edit here
    if (syncWithFile(this.session)) {
      if (gameEditedElsewhere(this.session)) this.session = openSession(this.session.store);
      this.changed.emit(this.session.head);
    }
    return this.session;
  }

  isOpen(): boolean {
    return this.session !== undefined;
  }

  /** The log head of the open campaign as this process last read it (null when none is open). */
  openHead(): string | null {
    return this.session?.head ?? null;
  }

  /** Tells open views when the file changed, whoever changed it: call it every so often. */
  poll(): void {
    if (this.session) this.current();
  }

  /** After a game edit (or its undo): grid, graph and views from the game as it now is. */
  replaceSession(session: CampaignSession): void {
    this.session = session;
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
    if (!existsSync(file)) createFrom(readCampaignJson(this.options.demoCampaign), file).store.close();
    return this.open(file);
  }

  /** A new campaign of a game file, holding `pictures` (files) its backdrop names. */
  newFromGame(gameFile: string, file: string, name?: string, pictures: Picture[] = []): CampaignSummary {
    const campaign = campaignOfGame(gameFile, name);
    const summary = this.createCampaign(pictures.length ? { ...campaign, pictures } : campaign, file);
    // a game file of an older format version: what reading it as today's changes is said
    const warnings = upgradeNotes(readJson(gameFile));
    return warnings.length ? { ...summary, warnings } : summary;
  }

  importJson(jsonFile: string, file: string, keepLoggedEvents = false): CampaignSummary {
    const raw = readJson(jsonFile);
    const { store, warnings: replayed } = createFrom(
      resolvePictureFiles(parseCampaign(raw, jsonFile), jsonFile),
      resolve(file),
      keepLoggedEvents,
    );
    store.close();
    // an older format version is upgraded as it is read: what that changes is said, never silent
    const warnings = [...upgradeNotes(raw), ...replayed];
    return { ...this.open(file), ...(warnings.length ? { warnings } : {}) };
  }

  exportJson(out: string, force = false): Promise<{ out: string; commands: number }> {
    return exportJson(this, out, force);
  }

  archive(dir: string, force = false): Promise<{ json: string; html: string }> {
    return archive(this, dir, force);
  }

  toCampaign(s: CampaignSession): RegisteredCampaign {
    return toCampaign(s);
  }

  /** Writes a campaign built in memory (an import) to a new file and opens it. */
  createCampaign(c: RegisteredCampaign, file: string): CampaignSummary {
    createFrom(c, resolve(file)).store.close();
    return this.open(file);
  }

  saveCopy(out: string, force = false): { out: string } {
    return saveCopy(this, out, force);
  }

  compact(): { beforeMB: number; afterMB: number } {
    return compact(this);
  }

  close(): void {
    // links were made for this campaign's sides: another campaign must not be served on them
    void this.players?.then((p) => p.reset());
    // the shared log followed this campaign: closing it stops sharing it (its file keeps what was acknowledged)
    void this.relay?.then((r) => r.leave());
    this.session?.store.close();
    this.session = undefined;
  }

  execute(command: Command, head?: string): CampaignSummary {
    return execute(this, command, head);
  }

  undo(head?: string): CampaignSummary {
    return undo(this, head);
  }

  redo(head?: string): CampaignSummary {
    return redo(this, head);
  }

  summary(): CampaignSummary {
    const s = this.current();
    const last = s.store.lastDone();
    const next = s.store.firstUndone();
    // the names of what is on the map now (a unit since gone is named by its id)
    const names = () => refereeNames(s.game, s.ruleset, s.state);
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
      undo: last ? describeCommand(s.store.commandPayload(last.seq), names()) : null,
      redo: next ? describeCommand(s.store.commandPayload(next.seq), names()) : null,
      commands: s.store.commandCount(),
      supplyChecks: s.ruleset.supplyChecks,
      sides: s.game.sides.map((x) => ({ id: x.id, name: x.name })),
      gameEdits: s.gameEdits,
    };
  }
}
