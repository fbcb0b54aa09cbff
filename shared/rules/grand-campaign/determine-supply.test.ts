import { describe, expect, it } from 'vitest';
import { gcCheck, gcGame, gcState } from '../../../test/helpers/gc-scenario.js';
import { play } from '../../../test/helpers/play.js';

const strip = (n: number) => ['.'.repeat(n)];

describe('GC 16.A, 16.F, 16.F.1 supply status', () => {
  const game = gcGame(strip(30), { supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge', nation: 'de' }] });

  it('full supply within the HQ range of an HQ that traces to its national source; limited within a limited supply line; out beyond', () => {
    const s = gcCheck(
      game,
      gcState([
        { id: 'hq', hex: '1001', type: 'hq' },
        { id: 'near', hex: '1701' },
        { id: 'mid', hex: '2001' },
        { id: 'far', hex: '2201' },
        { id: 'home', hex: '0501' },
      ]),
    );
    expect(s.verdict('near')).toMatchObject({ status: 'full', via: 'hq (1001)' });
    expect(s.verdict('near').reason).toContain('7 SLP from hq (1001)');
    expect(s.verdict('home')).toMatchObject({ status: 'full', via: 'supply source 0101' });
    expect(s.verdict('mid')).toMatchObject({ status: 'limited' });
    expect(s.verdict('mid').reason).toContain(
      'beyond the full supply range of 7 SLP, within a limited supply line of 10 SLP in clear weather',
    );
    expect(s.verdict('far').status).toBe('out');
  });

  it("the ranges are the weather's: in mud clear costs 2 SLP and an HQ reaches 4", () => {
    const s = gcCheck(
      game,
      gcState(
        [
          { id: 'hq', hex: '1001', type: 'hq' },
          { id: 'two', hex: '1201' },
          { id: 'three', hex: '1301' },
          { id: 'four', hex: '1401' },
        ],
        { clock: { turn: 2, side: 'a', phase: 'supply-judgement' } },
      ),
    );
    expect(s.supply.weather).toBe('mud');
    expect(s.verdict('two').status).toBe('full');
    expect(s.verdict('three').status).toBe('limited');
    expect(s.verdict('four').status).toBe('out');
  });

  it('an HQ cut off from its national source supplies nobody; enemy ZOC blocks supply lines except where a friendly unit stands', () => {
    const rows = ['..........', '..........', '..........'];
    const g = gcGame(rows, { supplySources: [{ hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' }] });
    // a wall of enemy units in column 5: their ZOC covers columns 4-6
    const wall = [1, 2, 3].map((r) => ({ id: `e${r}`, hex: `050${r}`, side: 'b' }));
    const cut = gcCheck(g, gcState([...wall, { id: 'hq', hex: '0802', type: 'hq' }, { id: 'u', hex: '0902' }]));
    expect(cut.supply.inactive.map((x) => x.label)).toContain('hq');
    expect(cut.verdict('u').status).toBe('out');
    // the attempt, checkable by eye: the nearest supplier tried, where its line stopped and why
    expect(cut.verdict('u').reason).toContain(
      'avoiding enemy units and enemy ZOCs: the line from the nearest supplier tried, supply source 0102, stops at 0303 (2 SLP): enemy ZOC at 0403 (GC 16.A.2)',
    );
    expect(cut.verdict('u').path.at(0)).toBe('0303');
  });

  it('an HQ not working is worded for the game judged: the same HQ judged under a game with no source for it says so', () => {
    const rows = ['..........', '..........', '..........'];
    const source = { hex: '0102', side: 'a', kind: 'map-edge', nation: 'de' } as const;
    const wall = [1, 2, 3].map((r) => ({ id: `e${r}`, hex: `050${r}`, side: 'b' }));
    // one state, its HQ object judged twice: the words are the judgement's, not kept from the last
    const state = gcState([...wall, { id: 'hq', hex: '0802', type: 'hq' }]);
    const why = (g: ReturnType<typeof gcGame>) =>
      gcCheck(g, state).supply.inactive.find((x) => x.label === 'hq')?.reason;
    expect(why(gcGame(rows, { supplySources: [source] }))).toContain('no supply line to a national supply source');
    expect(why(gcGame(rows, { supplySources: [] }))).toContain('no national supply source');
    expect(why(gcGame(rows, { supplySources: [{ ...source, hex: '0702' }] }))).toBeUndefined();
  });
});

describe('GC 16.F.2 national army HQs and the foreign-HQ rule', () => {
  const nations = [
    { id: 'de', name: 'Germany', side: 'a', contingent: 'axis' },
    { id: 'ro', name: 'Romania', side: 'a', contingent: 'axis' },
    { id: 'hu', name: 'Hungary', side: 'a', contingent: 'axis' },
    { id: 'su', name: 'Soviet Union', side: 'b' },
  ];
  const sources = ['de', 'ro', 'hu'].map((n) => ({ hex: '0101', side: 'a', kind: 'map-edge' as const, nation: n }));
  const game = gcGame(strip(40), { nations, supplySources: sources });
  // German HQ at 2001, Romanian HQ far back at 0201; units 20 SLP from any source, 3 from the German HQ
  const base = [
    { id: 'de-hq', hex: '2001', type: 'hq' },
    { id: 'ro-hq', hex: '0201', type: 'hq', nation: 'ro' },
  ];

  it("a unit traces only limited supply from another nation's HQ", () => {
    const s = gcCheck(game, gcState([...base, { id: 'ro-1', hex: '2301', nation: 'ro' }, { id: 'de-1', hex: '2301' }]));
    expect(s.verdict('de-1').status).toBe('full');
    expect(s.verdict('ro-1')).toMatchObject({ status: 'limited', via: 'de-hq (2001)' });
    expect(s.verdict('ro-1').reason).toContain(
      "an HQ of Germany: a unit traces only limited supply from another nation's HQ (GC 16.F.2)",
    );
  });

  it('exception: a nation with no army HQ of its own in the theatre traces full supply from any HQ of its contingent', () => {
    const s = gcCheck(game, gcState([...base, { id: 'hu-1', hex: '2301', nation: 'hu' }]));
    expect(s.verdict('hu-1').status).toBe('full');
    expect(s.verdict('hu-1').reason).toContain('of its contingent, since it has no army HQ of its own');
  });

  it("Commonwealth units may always trace full supply from a British HQ (a nation's fullFrom); coalition and command HQs supply every nation in full", () => {
    const cw = gcGame(strip(40), {
      nations: [
        { id: 'uk', name: 'Britain', side: 'a' },
        { id: 'cw', name: 'Commonwealth', side: 'a', fullFrom: ['uk'] },
        { id: 'su', name: 'Soviet Union', side: 'b' },
      ],
      supplySources: [{ hex: '0101', side: 'a', kind: 'map-edge' }],
    });
    const s = gcCheck(
      cw,
      gcState([
        { id: 'uk-hq', hex: '2001', type: 'hq', nation: 'uk' },
        { id: 'cw-hq', hex: '0201', type: 'hq', nation: 'cw' },
        { id: 'nz', hex: '2301', nation: 'cw' },
      ]),
    );
    expect(s.verdict('nz').status).toBe('full');
    const cmd = gcCheck(
      game,
      gcState([
        { id: 'okh', hex: '2001', type: 'chq' },
        { id: 'ro-hq', hex: '0201', type: 'hq', nation: 'ro' },
        { id: 'ro-1', hex: '2301', nation: 'ro' },
      ]),
    );
    expect(cmd.verdict('ro-1').status).toBe('full');
    // the reason says why a Romanian unit may use a German command HQ
    expect(cmd.verdict('ro-1').reason).toContain('a command HQ, which supplies every nation');
    // a coalition HQ: the coalition rule, not the contingent exception, whatever the unit's nation has
    // a unit type with GC's own field (game-parts.ts), as a game file gives it
    const cohq = {
      id: 'cohq',
      name: 'Coalition HQ',
      mobility: 'leg',
      combat: false,
      hq: true,
      hqKind: 'coalition' as const,
    };
    const coalition = gcGame(strip(40), {
      nations,
      supplySources: sources,
      unitTypes: [...game.unitTypes, cohq],
    });
    const co = gcCheck(
      coalition,
      gcState([
        { id: 'ahq', hex: '2001', type: 'cohq' },
        { id: 'hu-1', hex: '2301', nation: 'hu' },
      ]),
    );
    expect(co.verdict('hu-1').status).toBe('full');
    expect(co.verdict('hu-1').reason).toContain(
      'a coalition HQ, which supplies every nation of the side in full (16.F.2)',
    );
    expect(co.verdict('hu-1').reason).not.toContain('of its contingent');
  });
});

describe('GC game data the supply rules need', () => {
  it('16.F.1: a side the game gives no national supply source is told so, not that enemy units hold its sources', () => {
    const none = gcGame(['.'.repeat(6)]);
    const s = gcCheck(
      none,
      gcState([
        { id: 'u', hex: '0301' },
        { id: 'hq', hex: '0201', type: 'hq' },
      ]),
    );
    expect(s.verdict('u').reason).toContain('the game gives a no national supply source');
    expect(s.verdict('u').reason).not.toContain('free of enemy units');
  });

  it('a game without supply line points, or without the ranges for the weather, is refused with what to add, and nothing changes', () => {
    const noSlp = gcGame(['....'], {
      mobilities: [{ id: 'leg', name: 'Leg' }],
      terrain: [{ id: 'clear', code: '.', name: 'Clear', color: '#dddddd', cost: { leg: 1 } }],
      routeTypes: [],
    });
    expect(() => play(noSlp, gcState([{ id: 'u', hex: '0101' }]), { type: 'supply.apply', side: 'a' })).toThrow(
      /add a mobility "slp" with a cost for every terrain and route/,
    );
    const noSnow = gcGame(['....'], {
      tables: gcGame(['.']).tables.map((t) =>
        t.id === 'supply-line-points' ? { ...t, rows: t.rows.filter((r) => r.key !== 'snow') } : t,
      ),
    });
    expect(() =>
      play(noSnow, gcState([{ id: 'u', hex: '0101' }], { clock: { turn: 3, side: 'a', phase: 'supply-judgement' } }), {
        type: 'supply.apply',
        side: 'a',
      }),
    ).toThrow(/has no row for the weather "snow" \(rows: clear, mud\)/);
  });
});
