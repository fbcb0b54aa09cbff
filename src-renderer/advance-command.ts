import type { Command } from '../shared/rules/registered-commands.js';
import { api } from './api-client.js';

/**
 * Next phase never slips past a step not done without saying so (OCS: a Supply Phase not applied,
 * OCS 12.8a): the backend names what would be skipped, the referee answers, and a yes goes as a
 * command that says it skips (logged in words). Null when the referee stays.
 */
export async function advanceCommand(): Promise<Command | null> {
  const command: Command = { type: 'clock.advance' };
  const { question } = await api['command.confirmation']({ command });
  if (question === null) return command;
  return window.confirm(question) ? { type: 'clock.advance', skipSupply: true } : null;
}
