import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { appRoot } from './paths.js';
import { serveInBrowser } from './web-cli.js';

/**
 * `npm start`: the desktop app in Electron when its binary is installed; otherwise (as on machines
 * that cannot download it) the same backend and renderer through the local web bridge.
 */
function electronBinary(): string | undefined {
  try {
    const path = createRequire(import.meta.url)('electron') as unknown;
    return typeof path === 'string' && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const binary = electronBinary();
if (binary && !process.env.QUARTERMASTER_NO_ELECTRON) {
  const child = spawn(binary, [join(appRoot(), 'build', 'main', 'src-main', 'main.js'), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  console.log(
    'Electron is not installed on this machine (its binary could not be downloaded); serving Quartermaster through the local web bridge instead. Open the address below in a browser.',
  );
  serveInBrowser(process.argv[2]).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
