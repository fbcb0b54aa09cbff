import { CampaignService } from './service/campaign-service.js';
import { appVersion, defaultDataDir, demoCampaignPath, rendererDir } from './paths.js';
import { startWebBridge } from './web.js';
import { liveCampaign } from './service/live-campaign.js';
import { openLastOrDemo } from './service/campaign-files.js';

/**
 * Serves the app through the web bridge, opened on the last campaign or on the demo campaign.
 * Prints one line with the address (scripts and tests read it).
 */
export async function serveInBrowser(file?: string): Promise<void> {
  const service = new CampaignService({
    demoCampaign: demoCampaignPath(),
    dataDir: defaultDataDir(),
    version: appVersion(),
    transport: 'web',
  });
  if (file) service.open(file);
  else openLastOrDemo(service);
  const bridge = await startWebBridge({
    handlers: service.handlers,
    live: liveCampaign(service),
    staticDir: rendererDir(),
    port: Number(process.env.QUARTERMASTER_PORT ?? 0),
  });
  console.log(`Quartermaster is running at ${bridge.url}`);
  const stop = () => {
    service.close();
    void bridge.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && /web-cli\.(ts|js)$/.test(process.argv[1])) {
  serveInBrowser(process.argv[2]).catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  });
}
