import type { Handlers } from '../../shared/api.js';
import type { PictureWizard } from '../picture/picture-wizard.js';
import type { GameEditor } from './game-editor.js';

/** The game editor's calls (a game definition file open for editing) and the new-game-from-pictures wizard's. */
export type EditorHandlers = Pick<
  Handlers,
  'editor.open' | 'editor.new' | 'editor.edit' | 'editor.undo' | 'editor.save' | 'editor.close'
> &
  PictureWizard['handlers'];

export function editorHandlers(editor: GameEditor, pictures: PictureWizard): EditorHandlers {
  return {
    'editor.open': (r) => editor.open(r.file),
    'editor.new': (r) => editor.create(r.spec, r.file),
    'editor.edit': (r) => editor.edit(r.edit),
    'editor.undo': () => editor.undo(),
    'editor.save': (r) => editor.save(r.file),
    'editor.close': () => {
      editor.close();
      return null;
    },
    ...pictures.handlers,
  };
}
