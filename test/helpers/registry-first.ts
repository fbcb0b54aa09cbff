/**
 * Loaded before every unit and browser test file (vitest.config.ts setupFiles). The app loads its
 * ruleset registry at start, before it reads any file; the registry joins each ruleset's own fields
 * to the game and unit-type schemas (shared/rules/rulesets.ts), which zod reads through z.lazy and
 * keeps from their first use on. The test files share their modules (isolate: false): a file that
 * parsed a game without the registry loaded would leave every file after it reading games without
 * the rulesets' fields.
 */
import '../../shared/rules/rulesets.js';
