import { API_NAMES, type ApiName, type Handlers } from '../../shared/api.js';

/** One area's handlers (files, history, queries…), named so a clash says which two areas collide. */
export type HandlerGroups = Record<string, Partial<Handlers>>;

/**
 * Joins the areas' handlers into the one map every transport dispatches to. Spreading them would let
 * a name registered twice silently win, and a call no area handles would fail only when first made:
 * both are defects, so both stop the app at start with the names involved.
 */
export function composeHandlers(groups: HandlerGroups): Handlers {
  const owner = new Map<string, string>();
  const handlers: Record<string, unknown> = {};
  for (const [area, group] of Object.entries(groups)) {
    for (const [name, handler] of Object.entries(group)) {
      const first = owner.get(name);
      if (first !== undefined)
        throw new Error(`the call ${name} is handled twice: by the ${first} handlers and by the ${area} handlers`);
      owner.set(name, area);
      handlers[name] = handler;
    }
  }
  const missing = API_NAMES.filter((name: ApiName) => !owner.has(name));
  if (missing.length > 0) throw new Error(`no handler for ${missing.join(', ')}`);
  const unknown = [...owner.keys()].filter((name) => !(API_NAMES as string[]).includes(name));
  if (unknown.length > 0) throw new Error(`handlers for calls the API does not have: ${unknown.join(', ')}`);
  return handlers as Handlers;
}
