import { describe, expect, it } from 'vitest';
import { launchRequest, type LaunchContext } from './launch-request.js';

const linux: LaunchContext = { packaged: true, platform: 'linux', cwd: '/home/ann' };
const windows: LaunchContext = { packaged: true, platform: 'win32', cwd: 'C:\\Users\\Ann' };
const mac: LaunchContext = { packaged: true, platform: 'darwin', cwd: '/' };

describe('what a start of the desktop app opens', () => {
  it('a packaged app given no file opens the demo (no file asked for)', () => {
    expect(launchRequest(['/opt/Quartermaster/quartermaster'], linux)).toEqual({ kind: 'app' });
  });

  it('a packaged app double-clicked on a campaign opens that campaign (argv is [exe, file])', () => {
    expect(launchRequest(['/opt/Quartermaster/quartermaster', '/home/ann/Kursk.qmc'], linux)).toEqual({
      kind: 'app',
      file: '/home/ann/Kursk.qmc',
    });
  });

  it('a development run skips the script path (argv is [electron, main.js, file])', () => {
    const dev = { ...linux, packaged: false };
    expect(launchRequest(['/repo/node_modules/electron/dist/electron', 'build/main.js', 'camp.qmc'], dev)).toEqual({
      kind: 'app',
      file: '/home/ann/camp.qmc',
    });
    // the same argv read as packaged would have taken the script for the file: it is not a campaign
    expect(launchRequest(['/usr/bin/electron', 'build/main.js'], dev)).toEqual({ kind: 'app' });
  });

  it('a Linux launcher passing %U hands a file:// URL, spaces and non-ASCII escaped', () => {
    const url = 'file:///home/ann/My%20Games/Stalingrad%20%C3%A9t%C3%A9.qmc';
    expect(launchRequest(['quartermaster', url], linux)).toEqual({
      kind: 'app',
      file: '/home/ann/My Games/Stalingrad été.qmc',
    });
  });

  it('Windows: a double-click passes the path in its own syntax; Chromium switches and other files are passed over', () => {
    const argv = [
      'C:\\Program Files\\Quartermaster\\Quartermaster.exe',
      '--allow-file-access-from-files',
      '--original-process-start-time=13400000000',
      'C:\\Users\\Ann\\notes.txt',
      'C:\\Users\\Ann\\Campaigns\\KURSK.QMC',
    ];
    expect(launchRequest(argv, windows)).toEqual({ kind: 'app', file: 'C:\\Users\\Ann\\Campaigns\\KURSK.QMC' });
  });

  it('Windows: a relative file and a file:// URL with a drive letter become absolute Windows paths', () => {
    expect(launchRequest(['Quartermaster.exe', 'Uman.qmc'], windows)).toEqual({
      kind: 'app',
      file: 'C:\\Users\\Ann\\Uman.qmc',
    });
    expect(launchRequest(['Quartermaster.exe', 'file:///D:/Club/Uman%201941.qmc'], windows)).toEqual({
      kind: 'app',
      file: 'D:\\Club\\Uman 1941.qmc',
    });
  });

  it("a second instance's argv is read against its own folder, as handed over by the lock", () => {
    const second = ['/opt/Quartermaster/quartermaster', '--no-sandbox', 'turn12.qmc'];
    expect(launchRequest(second, { ...linux, cwd: '/srv/club' })).toEqual({
      kind: 'app',
      file: '/srv/club/turn12.qmc',
    });
  });

  it("macOS: the launcher's -psn_ switch is not a file; files come by open-file, so none is found here", () => {
    expect(
      launchRequest(['/Applications/Quartermaster.app/Contents/MacOS/Quartermaster', '-psn_0_1234567'], mac),
    ).toEqual({ kind: 'app' });
  });

  it('a URL that is not a file on this machine is never opened', () => {
    expect(launchRequest(['quartermaster', 'https://example.org/evil.qmc'], linux)).toEqual({ kind: 'app' });
    expect(launchRequest(['quartermaster', 'file://fileserver/share/x.qmc'], linux)).toEqual({ kind: 'app' });
  });

  it('the installed command with a verb runs the command-line tool, with every argument after it', () => {
    expect(launchRequest(['/usr/bin/quartermaster', 'info', 'a.qmc'], linux)).toEqual({
      kind: 'cli',
      args: ['info', 'a.qmc'],
    });
    expect(launchRequest(['Quartermaster.exe', 'supply', 'a.qmc', '--side', 'axis'], windows)).toEqual({
      kind: 'cli',
      args: ['supply', 'a.qmc', '--side', 'axis'],
    });
    // a file that happens to be named like a verb needs its extension: "info.qmc" opens the app
    expect(launchRequest(['/usr/bin/quartermaster', 'info.qmc'], linux)).toEqual({
      kind: 'app',
      file: '/home/ann/info.qmc',
    });
  });
});
