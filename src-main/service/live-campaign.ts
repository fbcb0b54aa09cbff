import type { CampaignService } from './campaign-service.js';

/** What a transport needs to keep its views current: the change signal, a poll, and the head now. */
export function liveCampaign(service: CampaignService) {
  return {
    changed: service.changed,
    poll: () => {
      try {
        service.poll();
      } catch {
        // a file that went away or was damaged meanwhile: the next call says so to the view
      }
    },
    head: () => {
      try {
        service.poll();
        return service.openHead();
      } catch {
        return null;
      }
    },
  };
}
