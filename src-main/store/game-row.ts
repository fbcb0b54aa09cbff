import * as z from 'zod';
import { createHash } from 'node:crypto';
import { gameDefinitionSchema, type GameDefinition } from '../../shared/model/game-schema.js';
import { upgradeGameTo } from '../../shared/rules/registered-upgrades.js';
import { parseRow } from './damage.js';

/**
 * A stored game of an older format gets its ruleset's steps of format v3 (an OCS game keeps the
 * phases it was made with: shared/rules/<id>/format-upgrades.ts).
 */
export const storedGameSchema = z.preprocess((g) => upgradeGameTo(g, 3, true), gameDefinitionSchema);

/**
 * Which game schema a digest was written under: a hash of the schema (its JSON Schema, defaults
 * included) and of the game format version, so a file written before the schema changed is read
 * in full again. game-row.test.ts recomputes it and says when it must be updated; a change the JSON
 * Schema cannot show (the body of a refinement or of the upgrade above) must change it by hand.
 */
export const GAME_SCHEMA_FINGERPRINT = 'b496dd54ff6b';

/** The meta key of the game row's digest (no migration: files without it are read in full, as before). */
export const GAME_DIGEST_KEY = 'gameDigest';

const WHERE = 'table game, row 1 (the game definition)';

export function gameDigest(text: string): string {
  return createHash('sha256').update(`${GAME_SCHEMA_FINGERPRINT}\n`).update(text).digest('hex');
}

/**
 * The game row as written: the game as this version reads it (defaults filled in, older formats
 * upgraded), and a digest when reading that text gives that text back. A row with a matching
 * digest is then known to be our own validated writing, and is read without checking it again;
 * a game the schema refuses is written as given, without a digest, and named as damage on opening.
 */
export function gameRow(game: GameDefinition): { text: string; digest: string | undefined } {
  const given = JSON.stringify(game);
  const parsed = storedGameSchema.safeParse(JSON.parse(given));
  if (!parsed.success) return { text: given, digest: undefined };
  const text = JSON.stringify(parsed.data);
  const again = storedGameSchema.safeParse(JSON.parse(text));
  const fixed = again.success && JSON.stringify(again.data) === text;
  return { text, digest: fixed ? gameDigest(text) : undefined };
}

/**
 * The game definition from its row, with defaults filled in for fields added since the file was
 * written. A row whose digest matches is read as JSON alone; any other (an older file, a row edited
 * or damaged since, a schema changed since) is checked in full, its damage named by field.
 */
export function readGameRow(file: string, text: string | undefined, digest: string | undefined): GameDefinition {
  if (text !== undefined && digest !== undefined && digest === gameDigest(text))
    return parseRow<GameDefinition>(file, WHERE, text);
  return parseRow(file, WHERE, text, storedGameSchema);
}
