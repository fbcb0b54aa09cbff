import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/run-cli.js';
import { tempService } from '../helpers/temp-service.js';

let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

/** The grand-campaign rules from the command line: `do` runs commands, `log` and `ledger --resource` read them back. */
describe('the command-line tool with the grand-campaign demo', () => {
  it('judges supply, rolls for elimination with typed dice, converts SP and reads the isolation log and the chit ledger', async () => {
    env = tempService();
    const file = join(env.dir, 'uman.qmc');
    expect((await cli('import', 'assets/demo/gc-demo.campaign.json', '--out', file)).code).toBe(0);
    const axis = await cli('do', file, '{"type":"supply.apply","side":"axis"}');
    expect(axis.code).toBe(0);
    expect(axis.out).toContain('295 Inf Div: U2 → U3 (out of supply: U2 up one level (GC 16.B))');
    expect(axis.out).toContain('Romanian 1 Mtn Bde: full supply → U0 (in limited supply: a U0 marker (GC 16.B, 17.C))');
    // judging twice in a phase is refused, and changes nothing
    const again = await cli('do', file, '{"type":"supply.apply","side":"axis"}');
    expect([again.code, again.err]).toEqual([
      1,
      expect.stringContaining('axis supply has been judged in this phase already'),
    ]);
    // SLP in the charts' style, as every MP is written: "6 1/2 SLP", never "6.5 SLP"
    const soviet = await cli('supply', file, '--side', 'soviet');
    expect(soviet.out).toContain('124 Rifle Div: 6 1/2 SLP from Southwest Front HQ (2709)');
    expect(soviet.out).not.toMatch(/\d\.5 (SLP|MP)/);
    for (let k = 0; k < 4; k++) expect((await cli('do', file, '{"type":"clock.advance"}')).code).toBe(0);
    expect((await cli('do', file, '{"type":"supply.apply","side":"soviet"}')).code).toBe(0);
    const dice = JSON.stringify({
      type: 'isolation.roll',
      side: 'soviet',
      dice: ['su-99', 'su-139', 'su-44mtn'].map((unit) => ({ unit, die: 1 })),
    });
    expect((await cli('do', file, dice)).code).toBe(0);
    const log = await cli('log', file, '--kind', 'isolation');
    expect(log.out).toContain(
      'elimination roll for 99 Rifle Div at 0614 (U3): die 1 (entered) −2 Dot city, +2 Soviet units before March 1942, +0 Full ZOC = 1, needs 7+ → survives',
    );
    expect(log.out).toContain('139 Rifle Div: supply isolated');
    // each command under its clock as the Turns tab names it, and the side by its name
    expect(log.out).toMatch(/^#\d+ turn 1, Soviet Supply Judgement Phase: roll Soviet elimination due to isolation$/m);
    expect(
      (await cli('do', file, '{"type":"resource.convert","side":"soviet","dump":"su-depot","to":"chit","amount":60}'))
        .code,
    ).toBe(0);
    const chits = await cli('ledger', file, '--resource', 'chit');
    expect(chits.out).toContain('Offensive Chits ledger: 1 entries');
    expect(chits.out).toMatch(/Soviet dump at 2609 +converted +\+1 OC -> 1 OC/);
    const bad = await cli('do', file, '{"type":"supply.teleport"}');
    // one line naming the problem and the close matches: no list of every type, no usage text
    expect([bad.code, bad.err]).toEqual([
      1,
      'quartermaster: do: unknown command type "supply.teleport"; did you mean "supply.exploit" or "supply.load" or "supply.unload" or "supply.resupply"?',
    ]);
  });

  it('Next phase asks before leaving a Supply Judgement Phase never applied (GC 16.B): the CLI refuses, the app asks', async () => {
    env = tempService();
    const file = join(env.dir, 'uman.qmc');
    expect((await cli('import', 'assets/demo/gc-demo.campaign.json', '--out', file)).code).toBe(0);
    const refused = await cli('do', file, '{"type":"clock.advance"}');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'the Axis Supply Judgement Phase has not been applied: no Supply Status marker was placed, raised or lowered',
    );
    expect(refused.err).toContain('advance with "skipSupply": true to go on without it');
    const skipped = await cli('do', file, '{"type":"clock.advance","skipSupply":true}');
    expect(skipped.out).toContain('advance to the next phase, leaving the supply phase unapplied');
    await env.api['campaign.import']({ jsonFile: 'assets/demo/gc-demo.campaign.json', file: join(env.dir, 'app.qmc') });
    const { question } = await env.api['command.confirmation']({ command: { type: 'clock.advance' } });
    expect(question).toMatch(
      /^The Axis Supply Judgement Phase has not been applied: .* Go on to the next phase without applying it\?$/,
    );
  });
});
