import {
  ApiError,
  apiRequests,
  isApiName,
  type ApiEnvelope,
  type ApiErrorBody,
  type Handlers,
} from '../../shared/api.js';
import { CommandError } from '../../shared/model/command-error.js';
import { FormatError } from '../../shared/model/format-error.js';
import { issueLines } from '../../shared/parse-campaign.js';
import { CampaignFileError } from '../store/campaign-file-error.js';
import { NoCampaignError, StaleViewError } from './service-errors.js';
import { systemErrorMessage } from './system-errors.js';
import { recordDefect } from './defect-log.js';

/**
 * Every transport ends here: the call's name and payload come from an untrusted renderer, so both
 * are validated before a handler runs; every failure becomes an envelope with a clear message.
 */
export async function dispatch(handlers: Handlers, name: unknown, payload: unknown): Promise<ApiEnvelope<unknown>> {
  if (!isApiName(name)) {
    return {
      ok: false,
      error: { kind: 'invalid-request', message: `unknown call ${JSON.stringify(String(name)).slice(0, 80)}` },
    };
  }
  const parsed = apiRequests[name].safeParse(payload ?? {});
  if (!parsed.success) {
    const problems = issueLines(parsed.error);
    return {
      ok: false,
      error: {
        kind: 'invalid-request',
        message: `${name}: the request is not valid: ${problems.join('; ')}`,
        problems,
      },
    };
  }
  try {
    const handler = handlers[name] as (r: unknown) => unknown;
    return { ok: true, value: await handler(parsed.data) };
  } catch (e) {
    return { ok: false, error: errorBody(e) };
  }
}

export function errorBody(e: unknown): ApiErrorBody {
  if (e instanceof CommandError) return { kind: 'refused', message: e.message };
  if (e instanceof CampaignFileError) return { kind: 'file', message: e.message };
  if (e instanceof FormatError) return { kind: 'format', message: e.message, problems: [...e.problems] };
  if (e instanceof NoCampaignError) return { kind: 'no-campaign', message: e.message };
  if (e instanceof StaleViewError) return { kind: 'stale', message: e.message };
  if (e instanceof ApiError) return { kind: e.kind, message: e.message, problems: e.problems };
  const words = systemErrorMessage(e);
  if (words) return { kind: 'file', message: words };
  // only what is left is a defect: said so, with where its details are
  const message = e instanceof Error ? e.message : String(e);
  const log = recordDefect(e);
  return {
    kind: 'internal',
    message: `Quartermaster hit an internal error (a defect in Quartermaster, not a problem with your files): ${message}${log ? `. The details are in ${log}; please send them with a report` : ''}`,
  };
}
