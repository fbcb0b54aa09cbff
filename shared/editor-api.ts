import * as z from 'zod';
import { gameEditSchema } from './rules/registered-game-edits.js';
import { newGameSpecSchema } from './model/game-new.js';
import type { GameDefinition } from './model/game-schema.js';

/**
 * The app's calls for the game editor (spread into shared/api.ts): a game definition file opened
 * or made new, edited one undoable edit at a time, and saved.
 */
const file = z.string().min(1, 'a file name is needed').max(4096);
const none = z.object({}).strict();

export const editorApiRequests = {
  'editor.open': z.object({ file }).strict(),
  'editor.new': z.object({ file, spec: newGameSpecSchema }).strict(),
  'editor.edit': z.object({ edit: gameEditSchema }).strict(),
  'editor.undo': none,
  'editor.save': z.object({ file: file.optional() }).strict(),
  'editor.close': none,
} as const;

export interface EditorView {
  file: string;
  game: GameDefinition;
  /** edits since opening, each undoable */
  edits: number;
  unsaved: boolean;
}

export interface EditorApiResponses {
  /** the game editor: a game definition file open for editing */
  'editor.open': EditorView;
  'editor.new': EditorView;
  'editor.edit': EditorView;
  'editor.undo': EditorView;
  'editor.save': EditorView;
  'editor.close': null;
}
