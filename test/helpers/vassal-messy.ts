import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAYOUT_NAME, layoutCommands, layoutModule, placed } from './vassal-layouts.js';
import { basicState, basicType, buildModule, buildSave, chain, png } from './vassal-module-writer.js';

/** A marker's name a module could give to run script in a page that shows it unescaped. */
export const HOSTILE_MARKER = '<script>alert("marker")</script> Control';

/**
 * A messy module and its save, written into dir: the zoned layout (a square-gridded zone, a turn
 * marker on a chart window, pieces off the map) with a marker of a hostile name standing in hex 2.2.
 * The import sets the markers aside and skips the square grid.
 */
export function messyModule(dir: string): { vmod: string; vsav: string } {
  const spec = layoutModule();
  spec.slots!.push({
    entry: 'Control',
    gpid: '24',
    type: chain([basicType('control.png', HOSTILE_MARKER)]),
    state: chain([basicState(null, 0, 0)]),
  });
  spec.images!['control.png'] = png(16, 16, [200, 40, 40]);
  const vmod = join(dir, 'messy.vmod');
  writeFileSync(vmod, buildModule(spec));
  const vsav = join(dir, 'day1.vsav');
  writeFileSync(
    vsav,
    buildSave(LAYOUT_NAME, [...layoutCommands(spec), placed(spec, 'm1', 'Control', 'Main Map', 75, 58)]),
  );
  return { vmod, vsav };
}
