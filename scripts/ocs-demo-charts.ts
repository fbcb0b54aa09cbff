/**
 * The OCS-style demo's charts (make-demo.ts): the Attrition, Dump Blowing and Capture tables with
 * values made up for the demo game. Chart values are game data, so they live here in the demo's
 * definition and the engine reads them by table id; a referee copies their own game's charts.
 */
import type { GameDefinitionInput } from '../shared/model/game-schema.js';

export const OCS_DEMO_TABLES: NonNullable<GameDefinitionInput['tables']> = [
  {
    id: 'attrition',
    name: 'Attrition Table (demo values)',
    rowHeader: '2d6',
    columns: ['AR 0', 'AR 1', 'AR 2', 'AR 3', 'AR 4', 'AR 5'],
    note: "Steps lost by an Out of Supply stack (OCS 12.8b). Values are for the demo game: copy your game's chart.",
    rows: [
      ['2', [0, 0, 0, 0, 0, 0]],
      ['3', [0, 0, 0, 0, 0, 0]],
      ['4', [1, 0, 0, 0, 0, 0]],
      ['5', [1, 1, 0, 0, 0, 0]],
      ['6', [1, 1, 1, 0, 0, 0]],
      ['7', [1, 1, 1, 1, 0, 0]],
      ['8', [2, 1, 1, 1, 1, 0]],
      ['9', [2, 2, 1, 1, 1, 1]],
      ['10', [2, 2, 2, 1, 1, 1]],
      ['11', [3, 2, 2, 2, 1, 1]],
      ['12', [3, 3, 2, 2, 2, 1]],
    ].map(([key, cells]) => ({ key: key as string, cells: cells as number[] })),
  },
  {
    id: 'dump-blowing',
    name: 'Dump Blowing Table (demo values)',
    rowHeader: '1d6',
    columns: ['% destroyed'],
    note: 'OCS 12.11a: losses rounded to the nearest Token.',
    rows: [
      ['1', 25],
      ['2', 50],
      ['3', 50],
      ['4', 75],
      ['5', 75],
      ['6', 100],
    ].map(([key, v]) => ({ key: key as string, cells: [v as number] })),
  },
  {
    id: 'capture',
    name: 'Capture Table (demo values)',
    rowHeader: '1d6',
    columns: ['SP captured %', 'Transport captured %'],
    rows: [
      ['1', 0, 0],
      ['2', 25, 0],
      ['3', 50, 25],
      ['4', 50, 50],
      ['5', 75, 50],
      ['6', 100, 75],
    ].map(([key, a, b]) => ({ key: key as string, cells: [a as number, b as number] })),
  },
];
