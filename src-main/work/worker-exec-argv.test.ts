import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './run-job.js';

describe("a long job's worker thread", () => {
  it('starts without the module loaders of its parent (its code is already JavaScript) and keeps its other flags', () => {
    expect(
      workerExecArgv([
        '--import',
        'tsx',
        '--enable-source-maps',
        '--require=./preload.cjs',
        '-r',
        'x.cjs',
        '--loader',
        'ts-node/esm',
        '--experimental-loader=y.mjs',
        '--max-semi-space-size=32',
        '--import=file:///tsx/esm.mjs',
      ]),
    ).toEqual(['--enable-source-maps', '--max-semi-space-size=32']);
  });
});
