import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { decodePicture } from '../../src-main/picture/load-picture.js';
import { parseXml } from '../../src-main/import/vassal/xml-tree.js';
import { defectLogPath, useDefectLogFolder } from '../../src-main/service/defect-log.js';
import { errorBody } from '../../src-main/service/dispatch.js';
import { cli } from '../helpers/run-cli.js';
import { DEMO_CAMPAIGN, tempService } from '../helpers/temp-service.js';

/** Errors name the problem in a referee's words; "internal error" only for a real defect, with where its log is. */
let env: ReturnType<typeof tempService>;
afterEach(() => env?.cleanup());

const errno = (code: string, path?: string) =>
  Object.assign(new Error(`${code}: the system's own words`), { code, ...(path ? { path } : {}) });

describe('ordinary refusals are not internal errors', () => {
  it('a full disk, in SQLite or in a plain write, says so and that nothing changed', () => {
    for (const e of [
      errno('ENOSPC', '/media/usb/camp.json'),
      new Database.SqliteError('database or disk is full', 'SQLITE_FULL'),
    ]) {
      const body = errorBody(e);
      expect(body.kind).not.toBe('internal');
      expect(body.message).toMatch(/^the disk is full.*nothing was changed\. Free some space/);
    }
    expect(errorBody(errno('EACCES', '/srv/x.json')).message).toMatch(/^no permission to write \/srv\/x\.json/);
    expect(errorBody(new RangeError('Array buffer allocation failed')).message).toMatch(/not enough memory/);
  });

  it('archive onto a file refuses in words and writes nothing', async () => {
    env = tempService();
    const a = join(env.dir, 'a.qmc');
    await cli('import', DEMO_CAMPAIGN, '--out', a);
    const file = join(env.dir, 'notes.txt');
    writeFileSync(file, 'mine');
    const r = await cli('archive', a, '--out', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/notes\.txt is a file; the archive is a folder: choose another name/);
    expect(r.err).not.toMatch(/internal error/);
    expect(readFileSync(file, 'utf8')).toBe('mine');
    const under = await cli('archive', a, '--out', join(file, 'inside'));
    expect(under.err).not.toMatch(/internal error/);
    expect(under.err).toMatch(/is a file, not a folder/);
  });

  it('a failed archive leaves no empty folder behind', async () => {
    env = tempService();
    // a campaign name that fits the disk's 255 bytes, whose archive names do not
    const base = 'c'.repeat(244);
    const a = join(env.dir, `${base}.qmc`);
    expect((await cli('import', DEMO_CAMPAIGN, '--out', join(env.dir, 'short.qmc'))).code).toBe(0);
    renameSync(join(env.dir, 'short.qmc'), a);
    const out = join(env.dir, 'archive', 'of', 'today');
    const r = await cli('archive', a, '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/the name is too long/);
    expect(r.err).not.toMatch(/internal error/);
    expect(existsSync(join(env.dir, 'archive'))).toBe(false);
    expect(readdirSync(env.dir).filter((f) => !f.startsWith(base))).not.toContain('archive');
  });

  it('module XML that is not well formed is a refusal', () => {
    const xml = (() => {
      try {
        parseXml('<VASSAL.build.GameModule name="x></VASSAL.build.GameModule>', 'Game.vmod: the build file');
      } catch (e) {
        return errorBody(e);
      }
    })();
    expect(xml?.kind).toBe('format');
    expect(xml?.message).toMatch(/^Game\.vmod: the build file is not well-formed XML: .*nothing was imported$/);
  });
});

describe('a picture too large to hold', () => {
  it('is refused by name and size before it is decoded', async () => {
    // a PNG whose header says 30,000 x 30,000 pixels (900 million): refused from the header alone
    const chunk = (type: string, data: Buffer) => {
      const head = Buffer.alloc(4);
      head.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body) >>> 0);
      return Buffer.concat([head, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(30_000, 0);
    ihdr.writeUInt32BE(30_000, 4);
    ihdr[8] = 8;
    ihdr[9] = 2;
    const png = Buffer.concat([
      Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const body = await decodePicture(new Uint8Array(png), 'sheet-a.png').then(
      () => undefined,
      (e: unknown) => errorBody(e),
    );
    expect(body?.kind).toBe('refused');
    expect(body?.message).toMatch(
      /^the picture sheet-a\.png is too large: \d+ x \d+ px, 900 million pixels: over the cap picturePixels = 500,000,000\. Scale it down/,
    );
  });
});

describe('a real defect', () => {
  it('is called an internal error, with where its details were written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-defects-'));
    // the folder is the process's: put back as it was for the files that run after this one
    const before = dirname(defectLogPath());
    try {
      useDefectLogFolder(dir);
      const body = errorBody(new TypeError("Cannot read properties of undefined (reading 'hex')"));
      expect(body.kind).toBe('internal');
      expect(body.message).toContain('Quartermaster hit an internal error (a defect in Quartermaster');
      expect(body.message).toContain(`The details are in ${defectLogPath()}`);
      expect(readFileSync(defectLogPath(), 'utf8')).toMatch(/TypeError: Cannot read properties[\s\S]*at /);
    } finally {
      useDefectLogFolder(before);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
