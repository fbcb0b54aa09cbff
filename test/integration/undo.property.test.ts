import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { fold, type GameEvent } from '../../shared/rules/registered-events.js';
import { dispatch } from '../../src-main/service/dispatch.js';
import { tempService } from '../helpers/temp-service.js';

/**
 * Undo and redo fold forward from an in-memory anchor (the newest snapshot). Whatever mix of
 * commands, phase changes, undos and redos, the state must always be exactly the fold of the
 * stored log from the setup — and the same after closing and reopening the file.
 */
const env = tempService();
afterAll(() => env.cleanup());

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('unit.move'),
      unit: fc.constantFrom('ax-11pz-15', 'sv-rd-3', 'ax-inf-2'),
      hex: fc.constantFrom('2012', '2013', '3010', '2212', '1415'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('unit.setSteps'),
      unit: fc.constantFrom('ax-11pz-15', 'sv-rd-3'),
      steps: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('dump.setAmount'),
      dump: fc.constantFrom('ax-dump-2', 'sv-dump-1'),
      amount: fc.integer({ min: 0, max: 40 }),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'clock.advance' }) },
  { weight: 1, arbitrary: fc.constant({ type: 'supply.apply', side: 'axis' }) },
  { weight: 3, arbitrary: fc.constant({ type: 'undo' }) },
  { weight: 2, arbitrary: fc.constant({ type: 'redo' }) },
);

describe('undo and redo', () => {
  it('always leave exactly the state the stored log folds to', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        env.service.close();
        const file = `${env.dir}/undo-${n++}.qmc`;
        env.service.importJson('assets/demo/ocs-demo.campaign.json', file);
        for (const s of steps) {
          if (s.type === 'undo') await dispatch(env.service.handlers, 'history.undo', {});
          else if (s.type === 'redo') await dispatch(env.service.handlers, 'history.redo', {});
          else await dispatch(env.service.handlers, 'command.execute', { command: s });
          const session = env.service.current();
          const done = session.store
            .readLog()
            .filter((l) => l.status === 'done')
            .flatMap((l) => l.events as unknown as GameEvent[]);
          expect(session.state).toEqual(fold(session.store.readSetup(), done));
        }
        const before = env.service.current().state;
        env.service.close();
        env.service.open(file);
        expect(env.service.current().state).toEqual(before);
      }),
      { numRuns: 150, seed: 4 },
    );
  }, 300_000);
});
