import type { Handlers } from '../../shared/api.js';
import type { PictureWizard } from '../picture/picture-wizard.js';
import type { GameEditor } from './game-editor.js';

/** The game editor's calls (a game definition file open for editing) and the new-game-from-pictures wizard's. */
export type EditorHandlers = Pick<
  Handlers,
  'editor.open' | 'editor.new' | 'editor.edit' | 'editor.undo' | 'editor.save' | 'editor.close'
> &
  PictureWizard['handlers'];

type PictureCall = keyof PictureWizard['handlers'];

const PICTURE_CALLS = [
  'picture.start',
  'picture.fromCampaign',
  'picture.load',
  'picture.align',
  'picture.read',
  'picture.paint',
  'picture.play',
  'picture.saveToCampaign',
  'picture.save',
] as const satisfies readonly PictureCall[];

/** Every call of the wizard is listed above: one added there and not here fails to compile. */
const allListed: Exclude<PictureCall, (typeof PICTURE_CALLS)[number]> extends never ? true : never = true;
void allListed;

/** `pictures` gives the new-game-from-pictures wizard, loaded (with its picture library) on first use. */
export function editorHandlers(editor: GameEditor, pictures: () => Promise<PictureWizard>): EditorHandlers {
  const picture = Object.fromEntries(
    PICTURE_CALLS.map((name) => [
      name,
      async (r: unknown) => ((await pictures()).handlers[name] as (r: unknown) => unknown)(r),
    ]),
  ) as unknown as PictureWizard['handlers'];
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
    ...picture,
  };
}
