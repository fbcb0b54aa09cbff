import type { GameDefinition } from '../../model/game-schema.js';
import type { VassalCalendar, VassalMapping } from './mapping.js';

/**
 * The values a VASSAL module does not hold (a counter's AR and RE, the calendar, the weather) and
 * where each one the campaign gets comes from: the referee's choice in the wizard, or the ruleset's
 * default, said so ("not in the module: default") until the referee sets it. Nothing is invented
 * silently.
 */
export const NOT_IN_MODULE = 'not in the module: default';

export interface ValueSource {
  what: string;
  value: string;
  /** 'module' (read from it), 'referee' (set in the wizard or mapping), or NOT_IN_MODULE */
  from: string;
}

export const DEFAULT_AR = 3;
export const DEFAULT_RE = 1;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The weathers a ruleset's game knows: clear, and every weather its terrain costs name. */
export function weatherChoices(template: GameDefinition): string[] {
  const named = template.terrain.flatMap((t) => Object.keys(t.weather ?? {}));
  return [...new Set(['clear', ...named])];
}

export function calendarTurns(
  template: GameDefinition,
  calendar: VassalCalendar | undefined,
  weather: string | undefined,
): GameDefinition['turns'] {
  if (!calendar) return template.turns.map((t) => ({ ...t, weather: weather ?? t.weather }));
  const w = weather ?? 'clear';
  if ('labels' in calendar) return calendar.labels.map((label, k) => ({ number: k + 1, label, weather: w }));
  const start = Date.parse(`${calendar.first}T00:00:00Z`);
  return Array.from({ length: calendar.turns }, (_, k) => {
    const d = new Date(start + k * calendar.days * 86_400_000);
    const label = `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    return { number: k + 1, label, weather: w };
  });
}

export function valueSources(
  mapping: VassalMapping,
  template: GameDefinition,
  fromModule: { factors: number; pieces: number; sides: boolean },
): ValueSource[] {
  const set = (v: unknown) => (v === undefined ? NOT_IN_MODULE : 'referee');
  const turns = calendarTurns(template, mapping.calendar, mapping.weather);
  const first = turns[0]!;
  const last = turns[turns.length - 1]!;
  return [
    {
      what: 'side names',
      value: mapping.sides.map((s) => s.name).join(', '),
      from: fromModule.sides ? 'module' : NOT_IN_MODULE,
    },
    {
      what: 'combat factors',
      value: `${fromModule.factors} of ${fromModule.pieces} pieces read from names or properties; the rest 0-0-0`,
      from: fromModule.factors === fromModule.pieces ? 'module' : NOT_IN_MODULE,
    },
    { what: 'action rating (AR)', value: String(mapping.ar ?? DEFAULT_AR), from: set(mapping.ar) },
    { what: 'RE size', value: String(mapping.re ?? DEFAULT_RE), from: set(mapping.re) },
    {
      what: 'calendar',
      value: `${turns.length} turns, ${first.label} to ${last.label}${mapping.calendar ? '' : ` (the ${template.name} turns)`}`,
      from: set(mapping.calendar),
    },
    { what: 'default weather', value: mapping.weather ?? first.weather, from: set(mapping.weather) },
    // a module holds no terrain chart or tables: they start as the bundled game's, to be edited
    {
      what: 'terrain and charts',
      value: `the ${template.name} game's: ${template.terrain.map((t) => t.name).join(', ')}; ${template.tables.length} table${template.tables.length === 1 ? '' : 's'}`,
      from: NOT_IN_MODULE,
    },
  ];
}
