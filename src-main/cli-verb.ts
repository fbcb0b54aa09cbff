import type { CampaignService } from './service/campaign-service.js';
import type { CliCall } from './cli-call.js';
import type { CliIo } from './cli-output.js';

/** A mistake in how the tool was called: told with the usage text. */
export class UsageError extends Error {}

/** The options every verb may read (parseArgs's values). */
export interface CliValues {
  out?: string;
  side?: string;
  turn?: string;
  csv?: boolean;
  json?: boolean;
  kind?: string;
  resource?: string;
  force?: boolean;
  'keep-logged-events'?: boolean;
  save?: string;
  setup?: string;
  ruleset?: string;
  mapping?: string;
  import?: string;
  export?: string;
  whatif?: string;
  relay?: string;
  host?: string;
  'public-host'?: string;
  port?: string;
  'ws-port'?: string;
  referees?: string;
  campaign?: string;
  store?: string;
  'tls-cert'?: string;
  'tls-key'?: string;
}

/** What one verb is run with: the service as the bridge sees it, its arguments, and where it writes. */
export interface VerbRun {
  verb: string;
  service: CampaignService;
  /** every verb calls the service as the bridge and IPC do: through dispatch */
  call: CliCall;
  args: string[];
  values: CliValues;
  /** words for the referee */
  io: CliIo;
  /** data (JSON, CSV into a pipe), as it is */
  data: (line: string) => void;
}

/** A verb: its exit code. */
export type Verb = (run: VerbRun) => Promise<number>;

/** Refuses a verb given other than `n` positional arguments. */
export function need(run: VerbRun, n: number, what: string): void {
  if (run.args.length !== n) throw new UsageError(`${run.verb}: expected ${what}`);
}

/** The --out a verb must have. */
export function outOf(run: VerbRun): string {
  if (!run.values.out) throw new UsageError(`${run.verb}: --out <file> is required`);
  return run.values.out;
}
