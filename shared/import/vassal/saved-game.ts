import { decodeSequence } from './sequence-encoder.js';
import { flattenNested } from './nested-sequence.js';
import { basicPosition } from './piece-traits.js';

/**
 * A VASSAL saved game's command stream (its `savedGame` entry, deobfuscated by src-main). Commands
 * are joined by ESC (char 27), each level of nesting escaping the next; a log's moves follow the
 * save as "LOG\t<command>" entries.
 */
const ESC = '\u001b';

/** Every command of a stream, nested compound commands flattened in order. */
export function flattenCommands(text: string): string[] {
  return text.length ? flattenNested(text, ESC) : [];
}

export interface SavedPiece {
  id: string;
  type: string;
  state: string;
  map: string | null;
  x: number;
  y: number;
  /** the stack holding the piece, and its place in it (0 = bottom) */
  stack?: string;
  level: number;
}

interface StackState {
  map: string | null;
  x: number;
  y: number;
  members: string[];
}

/**
 * Plays the commands that place pieces: add (+/), remove (-/), change (D/) and move (M/), from the
 * save and from a log's entries, to where every piece stands at the end. Stacks carry their
 * members' position.
 */
export function piecesAtEnd(commands: readonly string[]): SavedPiece[] {
  const pieces = new Map<string, { type: string; state: string; map: string | null; x: number; y: number }>();
  const stacks = new Map<string, StackState>();
  const stackState = (state: string): StackState => {
    const p = decodeSequence(state, ';');
    const map = p[0] ?? 'null';
    return { map: map === 'null' ? null : map, x: Number(p[1]) || 0, y: Number(p[2]) || 0, members: p.slice(3) };
  };
  const leave = (id: string) => {
    for (const s of stacks.values()) {
      const k = s.members.indexOf(id);
      if (k >= 0) s.members.splice(k, 1);
    }
  };
  const handle = (command: string) => {
    if (command.startsWith('LOG\t')) {
      for (const c of flattenCommands(command.slice(4))) handle(c);
      return;
    }
    if (command.startsWith('+/')) {
      const [id = '', type = '', state = ''] = decodeSequence(command.slice(2), '/');
      if (type === 'stack') stacks.set(id, stackState(state));
      else if (!type.startsWith('deck;')) pieces.set(id, { type, state, ...basicPosition(state) });
    } else if (command.startsWith('-/')) {
      const id = command.slice(2);
      pieces.delete(id);
      stacks.delete(id);
      leave(id);
    } else if (command.startsWith('D/')) {
      const [id = '', state = ''] = decodeSequence(command.slice(2), '/');
      const s = stacks.get(id);
      if (s) stacks.set(id, stackState(state));
      const p = pieces.get(id);
      if (p) pieces.set(id, { ...p, state, ...basicPosition(state) });
    } else if (command.startsWith('M/')) {
      const [id = '', map = 'null', x = '0', y = '0', under = ''] = decodeSequence(command.slice(2), '/');
      const where = { map: map === 'null' ? null : map, x: Number(x) || 0, y: Number(y) || 0 };
      const s = stacks.get(id);
      if (s) stacks.set(id, { ...s, ...where });
      const p = pieces.get(id);
      if (p) {
        leave(id);
        pieces.set(id, { ...p, ...where });
        // placed on top of another piece: it joins that piece's stack
        if (under && under !== 'null') {
          for (const st of stacks.values()) {
            const k = st.members.indexOf(under);
            if (k >= 0) st.members.splice(k + 1, 0, id);
          }
        }
      }
    }
  };
  for (const c of commands) handle(c);
  const out: SavedPiece[] = [];
  const inStack = new Map<string, { stack: string; level: number; s: StackState }>();
  for (const [sid, s] of stacks) s.members.forEach((m, level) => inStack.set(m, { stack: sid, level, s }));
  for (const [id, p] of pieces) {
    const st = inStack.get(id);
    const where = st ? { map: st.s.map, x: st.s.x, y: st.s.y } : { map: p.map, x: p.x, y: p.y };
    out.push({ id, type: p.type, state: p.state, ...where, stack: st?.stack, level: st?.level ?? 0 });
  }
  return out;
}
