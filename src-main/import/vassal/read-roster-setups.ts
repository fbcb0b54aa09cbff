import type { VassalModule } from '../../../shared/import/vassal/module-model.js';
import { findAll, isA, type XmlNode } from './xml-tree.js';

/**
 * Two things a module says about its scenarios: the player sides of its PlayerRoster (the names
 * the referee is offered for the campaign's sides), and its PredefinedSetups, the scenario saves
 * kept inside the module and offered in VASSAL's File > New Game menu.
 */
export function readRosterSides(root: XmlNode): string[] {
  const roster = findAll(root, 'PlayerRoster')[0];
  if (!roster) return [];
  // VASSAL reads every child element's text as a side; the sides that see every piece are no army
  const sides = roster.children
    .map((c) => c.text.trim())
    .filter((s) => s.length > 0 && !/^(<?observer>?|solitaire|solo|referee|moderator)$/i.test(s));
  return [...new Set(sides)];
}

/** Every set-up that loads a save, with its menu path ("Campaigns / Barbarossa"). */
export function readSetups(root: XmlNode): VassalModule['setups'] {
  const out: VassalModule['setups'] = [];
  const walk = (n: XmlNode, path: string[]) => {
    for (const c of n.children) {
      if (!isA(c, 'PredefinedSetup')) {
        walk(c, path);
        continue;
      }
      const name = (c.attrs['name'] ?? '').trim();
      if (c.attrs['isMenu'] === 'true') walk(c, [...path, name]);
      else if (c.attrs['useFile'] !== 'false' && c.attrs['file'])
        out.push({ name: [...path, name || c.attrs['file']].join(' / '), file: c.attrs['file'] });
    }
  };
  walk(root, []);
  return out;
}
