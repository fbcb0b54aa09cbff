/** The answer for one unit, with its reason: what the CLI prints and the map shows. */
export type SupplyStatus = 'in-supply' | 'eats' | 'out-of-supply' | 'exempt';

export interface SupplyVerdict {
  unit: string;
  name: string;
  hex: string;
  status: SupplyStatus;
  /** what supplied it: "West rail entry (0117)", "XLVIII Pz Corps HQ (1912)", "dump ax-dump-2 (1812)" */
  via: string | null;
  reason: string;
  /** the supply path as printed hex ids, from the unit to the source (or the failed attempt) */
  path: string[];
  /** eating off the map: the dump and this unit's part of the Tokens it costs */
  eat?: { dump: string; dumpHex: string } | undefined;
}
