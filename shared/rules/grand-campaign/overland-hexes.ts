import { IMPASSABLE, type MovementGraph } from '../../hex/movement-graph.js';
import { SLP } from './supply-lines.js';

/**
 * GC 16.H: a line of communication is traced overland, so it never starts in a hex its supply line
 * could not enter. A search counted back to its sources (direction 'to-sources') reaches a sea hex
 * next to a supplied coast, since leaving it costs only the land hex entered; such a hex is not "a
 * hex in general supply" a LOC may start from. A hex is overland when the supply line may enter it
 * from at least one neighbour across a hexside it may cross, in the turn's weather.
 */
export function overlandHexes(graph: MovementGraph, weather: string): Readonly<Uint8Array> {
  // the graph never changes: worked out once a weather (every judgement and each hover of a drag asks)
  let byWeather = known.get(graph);
  if (!byWeather) known.set(graph, (byWeather = new Map()));
  let out = byWeather.get(weather);
  if (!out) byWeather.set(weather, (out = overland(graph, weather)));
  return out;
}

const known = new WeakMap<MovementGraph, Map<string, Uint8Array>>();

function overland(graph: MovementGraph, weather: string): Uint8Array {
  const rev = graph.reverseCostsFor(SLP, weather);
  const n = graph.grid.size;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++)
    for (let d = 0; d < 6; d++)
      if (rev[6 * i + d] !== IMPASSABLE) {
        out[i] = 1;
        break;
      }
  return out;
}
