import { ApiError, type ApiName, type ApiRequest, type ApiResponses, type Handlers } from '../shared/api.js';
import { dispatch } from './service/dispatch.js';

/** One API call from the CLI, typed by its name. */
export type CliCall = <K extends ApiName>(name: K, request: ApiRequest<K>) => Promise<ApiResponses[K]>;

/**
 * The CLI calls the service as the bridge and IPC do: through `dispatch`, which validates the
 * request with the API's schema. A refusal comes back as an ApiError carrying the same message.
 */
export function cliCall(handlers: Handlers): CliCall {
  return async (name, request) => {
    const envelope = await dispatch(handlers, name, request);
    if (!envelope.ok) throw new ApiError(envelope.error);
    return envelope.value as ApiResponses[typeof name];
  };
}
