import type { Command } from '../shared/rules/registered-commands.js';
import { api } from './api-client.js';

/**
 * Asks before what the table cannot take back (blowing a dump, a capture, eliminating a pocket, a
 * spend that empties a dump): the backend says whether to ask and what; the referee answers.
 * Undo still reverses the command afterwards.
 */
export async function confirmIrreversible(command: Command): Promise<boolean> {
  const { question } = await api['command.confirmation']({ command });
  return question === null || window.confirm(question);
}
