import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rendererDir } from '../../src-main/paths.js';
import { startWebBridge, type WebBridge } from '../../src-main/web.js';
import { launchBrowser } from './browser.js';
import { liveCampaign } from '../../src-main/service/live-campaign.js';
import { tempService } from './temp-service.js';

/** The app as a referee meets it: the demo campaign served by the web bridge, in Debian's Chromium. */
export interface AppInBrowser {
  env: ReturnType<typeof tempService>;
  bridge: WebBridge;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  close(): Promise<void>;
}

/** The bundled OCS demo, or another campaign JSON imported into a fresh file (the classic demo). */
export async function startAppInBrowser(campaignJson?: string): Promise<AppInBrowser> {
  if (!existsSync(rendererDir()))
    throw new Error('dist-renderer is missing: run `npm run build` first (npm test does)');
  const env = tempService();
  if (campaignJson) env.service.importJson(campaignJson, join(env.dir, 'campaign.qmc'));
  else env.service.openDemo();
  const bridge = await startWebBridge({
    handlers: env.service.handlers,
    staticDir: rendererDir(),
    live: liveCampaign(env.service),
  });
  const browser = await launchBrowser();
  return {
    env,
    bridge,
    browser,
    close: async () => {
      await browser.close();
      await bridge.close();
      env.cleanup();
    },
  };
}
