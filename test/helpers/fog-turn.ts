import type { AppInBrowser } from './app-in-browser.js';

type Env = AppInBrowser['env'];

/**
 * The turn the players' pages are shown after, on fog-campaign.ts's campaign: Axis supply, a move
 * and its undo, dump spending, the phases to the Soviet supply phase, an attrition roll (OCS 12.8).
 * Played by players-fog.test.ts and by the screenshots script alike; `afterMove` runs once the
 * Axis move is made, before its undo. Returns the log's last sequence number.
 */
export async function playFogTurn(env: Env, afterMove: () => Promise<void> = async () => {}): Promise<number> {
  const run = (command: Record<string, unknown>) =>
    env.api['command.execute']({ command: command as Parameters<Env['api']['command.execute']>[0]['command'] });
  const state = () => env.service.current().state;
  const axisUnit = state().units.find((u) => u.side === 'axis' && u.type !== 'hq')!;
  await run({ type: 'supply.apply', side: 'axis' });
  await run({ type: 'unit.move', unit: axisUnit.id, hex: '2012' });
  await afterMove();
  await env.api['history.undo']({});
  const axisDump = state().dumps.find((d) => d.side === 'axis')!;
  await run({ type: 'dump.setAmount', dump: axisDump.id, amount: 4 * 1_999_001 });
  for (let k = 0; k < 10; k++) await run({ type: 'clock.advance', skipSupply: true });
  await run({ type: 'supply.apply', side: 'soviet' });
  await run({ type: 'attrition.roll', side: 'soviet', hex: '1228', dice: [6, 6] });
  return env.service.current().store.readLogTail(1).log[0]!.seq;
}
