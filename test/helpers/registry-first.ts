/**
 * Loaded before every unit and browser test file (vitest.config.ts setupFiles). The app loads its
 * ruleset registry at start, before it reads any file; the registry joins each ruleset's own fields
 * to the game and unit-type schemas (shared/rules/rulesets.ts), which zod reads through z.lazy and
 * keeps from their first use on, so a game read before it is refused (model/game-schema.ts). The
 * test files share their modules (isolate: false): loaded once here, it serves every file.
 */
import '../../shared/rules/rulesets.js';
