/**
 * Builders for the grand campaign's small supply tables (GC 19), one row a key: the extra SP of an
 * attack by terrain and the factor by weather (19.A.1.c), the rail capacity a line uses per SP
 * (19.A.1.a) and each side's supply movement and supply net (19.F). The bundled demo
 * (gc-demo-tables.ts) and the tests give their own values; the engine reads the tables by their ids.
 */
type Cell = number | string;

function table(id: string, name: string, rowHeader: string, columns: string[], rows: Record<string, Cell[]>) {
  return { id, name, rowHeader, columns, rows: Object.entries(rows).map(([key, cells]) => ({ key, cells })) };
}

const one = (values: Record<string, Cell>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, [value]]));

/** GC 19.A.1.c: the SP an attack adds for the defender's terrain or fort, by key. */
export const attackSupplyTerrain = (extraSp: Record<string, number>, name = 'Attack SP by terrain') =>
  table('attack-supply-terrain', name, 'terrain', ['extra SP'], one(extraSp));

/** GC 19.A.1.c: what an attack's SP are multiplied by in a weather. */
export const attackSupplyWeather = (times: Record<string, number>, name = 'Attack SP by weather') =>
  table('attack-supply-weather', name, 'weather', ['times'], one(times));

/** GC 19.A.1.a: the rail capacity one SP uses on a kind of line, as times its RE. */
export const railCapacity = (times: Record<string, number>, name = 'Rail capacity', rowHeader = 'line') =>
  table('rail-capacity', name, rowHeader, ['times'], one(times));

/** GC 19.F: each side's supply movement points and supply net RE a turn. */
export const supplyMovement = (bySide: Record<string, [smp: number, netRe: number]>, name = 'Supply movement') =>
  table('supply-movement', name, 'side', ['SMP', 'supply net RE'], bySide);

/** GC 19.H: the modifiers to the capture roll, by key: the DRM and what it is for. */
export const captureModifiers = (rows: Record<string, [drm: number, condition: string]>, name = 'Capture modifiers') =>
  table('resource-capture-modifiers', name, 'condition', ['DRM', 'condition'], rows);
