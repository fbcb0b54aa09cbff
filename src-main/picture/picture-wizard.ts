import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Handlers } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import { HexGrid } from '../../shared/hex/hex-grid.js';
import type { GameDefinition } from '../../shared/model/game-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { withSidePlay } from '../../shared/model/side-play.js';
import { applyReading } from '../../shared/picture/apply-reading.js';
import { alignFromClicks, type Alignment } from '../../shared/picture/grid-alignment.js';
import type { RgbaPicture } from '../../shared/picture/hex-sampling.js';
import type { PictureWizardView } from '../../shared/picture/picture-api.js';
import {
  readPictures,
  type FeatureExample,
  type HexsideProposal,
  type PictureReading,
  type SheetPicture,
} from '../../shared/picture/read-picture.js';
import { readingEdits } from '../../shared/picture/reading-edits.js';
import type { Picture } from '../../shared/model/campaign-schema.js';
import { decodePicture } from './load-picture.js';
import { gameFromCharts } from './game-from-charts.js';
import { screenPicture, wizardView, type Sheet } from './wizard-view.js';
import { sheetSource, type SheetSource } from './sheet-pictures.js';
import { saveMadeGame } from './wizard-save.js';
import { alignedBoards, type OpenCampaign } from './campaign-boards.js';

/** Reads the terrain of aligned sheets: in a worker thread in the app, here by default (tests of the wizard alone). */
export type TerrainReader = (a: {
  game: GameDefinition;
  sheets: SheetPicture[];
  examples: Array<[string, string]>;
  features: FeatureExample[];
}) => Promise<PictureReading>;

const readHere: TerrainReader = async (a) =>
  readPictures(a.game, new HexGrid(a.game.map), a.sheets, new Map(a.examples), a.features);

/**
 * The backend of "new game from pictures": one game in the making, its sheets' pictures and
 * alignments, and the last reading. Kept in memory until saved; saving writes a game file, or a
 * campaign file that is then opened.
 */
export class PictureWizard {
  private game: GameDefinition | undefined;
  private grid: HexGrid | undefined;
  private sheets = new Map<string, Sheet>();
  private reading: PictureReading | undefined;
  /** the open campaign's game the wizard started from, if it did (picture.fromCampaign) */
  private base: GameDefinition | undefined;

  constructor(
    /** makes a campaign file of a game file and the pictures its backdrop names, and opens it */
    private readonly newCampaign: (gameFile: string, file: string, pictures: Picture[]) => void,
    private readonly openCampaign: () => OpenCampaign | undefined = () => undefined,
    /** reads the terrain (the app runs it in a worker thread: picture-reader.ts) */
    private readonly read: TerrainReader = readHere,
  ) {}

  readonly handlers: Pick<
    Handlers,
    `picture.${'start' | 'fromCampaign' | 'load' | 'align' | 'read' | 'paint' | 'play' | 'save' | 'saveToCampaign'}`
  > = {
    'picture.start': (r) => {
      this.game = gameFromCharts(r);
      this.base = undefined;
      this.grid = new HexGrid(this.game.map);
      this.sheets.clear();
      this.reading = undefined;
      return this.view();
    },
    'picture.fromCampaign': async () => {
      const open = this.openCampaign();
      if (!open) throw new CommandError('open a campaign made by the VASSAL import first', 'campaign');
      const sheets = await alignedBoards(open);
      this.game = open.game;
      this.grid = new HexGrid(open.game.map);
      this.sheets.clear();
      this.reading = undefined;
      for (const s of sheets) await this.addSheet(s.sheet, s.picture, s.alignment, s.source.id, s.source);
      this.base = open.game;
      return this.view();
    },
    'picture.play': (r) => {
      const game = this.currentGame();
      if (this.base) throw new CommandError("the open campaign's sides play as its game says: edit them there", 'play');
      this.game = parseGame(withSidePlay(game, r.play), 'the new game');
      return this.view();
    },
    'picture.load': async (r) => {
      this.sectionIndex(r.sheet);
      let bytes: Uint8Array;
      try {
        bytes = readFileSync(resolve(r.file));
      } catch {
        throw new CommandError(
          `the picture ${r.file} could not be read: no such file, or no permission to read it`,
          'picture',
        );
      }
      const picture = await decodePicture(bytes, r.file);
      // the name the game editor places the picture by, one per sheet: a campaign stores each under it
      let name = basename(r.file).slice(0, 200);
      if ([...this.sheets].some(([id, s]) => id !== r.sheet && s.file === name))
        name = `${r.sheet} ${name}`.slice(0, 200);
      await this.addSheet(r.sheet, picture, null, name, await sheetSource(bytes, picture));
      return this.view();
    },
    'picture.align': (r) => {
      const sheet = this.sheets.get(r.sheet);
      if (!sheet) throw new CommandError(`sheet "${r.sheet}" has no picture yet`, 'sheet');
      sheet.alignment = alignFromClicks(this.currentGrid(), r.clicks, sheet.picture, r.sheet);
      return this.view();
    },
    'picture.read': async (r) => {
      const aligned = [...this.sheets].filter(([, s]) => s.alignment);
      if (!aligned.length) throw new CommandError('align at least one sheet before reading its terrain', 'sheet');
      const game = this.currentGame();
      this.reading = await this.read({
        game,
        sheets: aligned.map(([id, s]) => ({ sectionId: id, picture: s.picture, alignment: s.alignment! })),
        examples: r.examples.map((e) => [e.hex, e.terrain]),
        features: r.features,
      });
      // the game may have changed while the worker read (another call): the reading is for this one
      if (this.game !== game)
        throw new CommandError('the game changed while its terrain was read; read it again', 'game');
      // the terrain goes in at once (the brush corrects it); hexsides wait for the referee's confirmation
      this.game = applyReading(this.currentGame(), this.currentGrid(), this.reading, []);
      return this.view();
    },
    'picture.paint': (r) => {
      const game = this.currentGame();
      const grid = this.currentGrid();
      const t = game.terrain.find((x) => x.id === r.terrain);
      if (!t) throw new CommandError(`there is no terrain "${r.terrain}"`, 'terrain');
      const rows = game.map.hexes.map((x) => x.split(''));
      for (const h of r.hexes) {
        const i = grid.indexOf(h);
        if (i < 0) throw new CommandError(`"${h}" is not a hex on this map`, 'hex');
        rows[grid.row(i)]![grid.col(i)] = t.code;
        // a corrected hex is no longer in doubt
        if (this.reading) this.reading.confidence[i] = 1;
      }
      this.game = { ...game, map: { ...game.map, hexes: rows.map((x) => x.join('')) } };
      return this.view();
    },
    'picture.saveToCampaign': (r) => {
      const open = this.openCampaign();
      if (!this.base || !open)
        throw new CommandError('this reading did not start from the open campaign: save it as a file instead', 'file');
      const edits = readingEdits(this.base, this.currentGame(), this.currentGrid(), this.accepted(r.accepted));
      for (const e of edits) open.edit(e);
      this.base = undefined;
      return { commands: edits.length };
    },
    'picture.save': async (r) =>
      saveMadeGame(r.file, {
        game: this.currentGame(),
        accepted: this.accepted(r.accepted),
        grid: this.currentGrid(),
        sheets: this.sheets,
        newCampaign: this.newCampaign,
        stored: (id) => this.openCampaign()?.picture(id),
      }),
  };

  /**
   * Gives a sheet its picture, and its alignment where it is already known (a VASSAL module's board
   * and grid: campaign-boards.ts).
   */
  async addSheet(
    sheet: string,
    picture: RgbaPicture,
    alignment: Alignment | null = null,
    file = `sheet ${sheet}`,
    source?: SheetSource,
  ): Promise<void> {
    this.sectionIndex(sheet);
    const { scale, dataUrl } = await screenPicture(sheet, picture);
    this.sheets.set(sheet, { picture, file, scale, dataUrl, alignment, ...(source ? { source } : {}) });
    this.reading = undefined;
  }

  /** The proposals of the last reading the referee accepted, by number. */
  private accepted(numbers: readonly number[]): HexsideProposal[] {
    const proposals = this.reading?.proposals ?? [];
    for (const k of numbers)
      if (k >= proposals.length) throw new CommandError(`there is no proposed hexside number ${k}`, 'accepted');
    return numbers.map((k) => proposals[k]!);
  }

  private currentGame(): GameDefinition {
    if (!this.game) throw new CommandError('start a new game from pictures first', 'game');
    return this.game;
  }

  private currentGrid(): HexGrid {
    this.currentGame();
    return this.grid!;
  }

  private sectionIndex(id: string): number {
    const k = this.currentGame().map.sections.findIndex((s) => s.id === id);
    if (k < 0)
      throw new CommandError(
        `there is no sheet "${id}" (sheets: ${this.currentGame()
          .map.sections.map((s) => s.id || '(the only one)')
          .join(', ')})`,
        'sheet',
      );
    return k;
  }

  private view(): PictureWizardView {
    return wizardView(this.currentGame(), this.currentGrid(), this.sheets, this.reading, !!this.base);
  }
}
