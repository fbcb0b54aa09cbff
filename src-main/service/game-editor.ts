import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EditorView } from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import { FormatError } from '../../shared/model/format-error.js';
import { applyGameEdit } from '../../shared/model/game-edit.js';
import type { GameEdit } from '../../shared/rules/registered-game-edits.js';
import { gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';
import { parseGame } from '../../shared/parse-campaign.js';
import { newGame, type NewGameSpec } from '../../shared/model/game-new.js';
import { writeOutput } from './output-guard.js';

/**
 * The game editor's backend: one game definition file open for editing, its edits kept in memory
 * for undo until saved. Saving goes through the output guard: the whole file under a temporary
 * name renamed into place (a crash never leaves half a game file), over its own file only, and
 * never over a campaign file.
 */
export class GameEditor {
  private file: string | undefined;
  private game: GameDefinition | undefined;
  private undoStack: GameDefinition[] = [];
  private savedAt = 0;

  open(file: string): EditorView {
    const path = resolve(file);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new FormatError(`${path} could not be read as JSON`, [(e as Error).message]);
    }
    this.game = parseGame(raw, path);
    this.file = path;
    this.undoStack = [];
    this.savedAt = 0;
    return this.view();
  }

  /** A new game from nothing, to be saved as `file` (which must not exist yet): unsaved until then. */
  create(spec: NewGameSpec, file: string): EditorView {
    const path = resolve(file);
    if (existsSync(path)) throw new CommandError(`${path} already exists; choose another name`, 'file');
    this.game = newGame(spec);
    this.file = path;
    this.undoStack = [];
    this.savedAt = -1;
    return this.view();
  }

  edit(edit: GameEdit): EditorView {
    const game = this.current();
    const next = applyGameEdit(game, edit);
    this.undoStack.push(game);
    this.game = next;
    return this.view();
  }

  undo(): EditorView {
    const previous = this.undoStack.pop();
    if (!previous) throw new CommandError('there is no edit to undo');
    this.game = previous;
    if (this.savedAt > this.undoStack.length) this.savedAt = -1;
    return this.view();
  }

  /** Saves to the open file, or to a new one ("Save as"), which must not exist yet. */
  save(file?: string): EditorView {
    const game = this.current();
    const path = file ? resolve(file) : this.file!;
    const own = path === this.file;
    if (!own && existsSync(path)) throw new CommandError(`${path} already exists; choose another name`, 'file');
    writeOutput(path, JSON.stringify(gameDefinitionSchema.parse(game), null, 1) + '\n', undefined, own);
    this.file = path;
    this.savedAt = this.undoStack.length;
    return this.view();
  }

  close(): void {
    this.file = undefined;
    this.game = undefined;
    this.undoStack = [];
  }

  view(): EditorView {
    return {
      file: this.file!,
      game: this.current(),
      edits: this.undoStack.length,
      unsaved: this.savedAt !== this.undoStack.length,
    };
  }

  private current(): GameDefinition {
    if (!this.game) throw new CommandError('no game definition is open in the editor: open a game file first', 'file');
    return this.game;
  }
}
