import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface RawUnit {
  id: string;
  side: string;
  name: string;
  formation?: string;
}
interface RawDump {
  id: string;
  side: string;
  amount: number;
  on?: string;
}

/**
 * The OCS demo with every secret of each side made a unique sentinel: unit ids, formations and
 * dump ids (which no other side may ever see, at any distance) and dump amounts. Returns the JSON
 * file written and, per side, the sentinels the other sides must never receive.
 */
export function fogCampaign(dir: string): { file: string; secrets: { axis: string[]; soviet: string[] } } {
  const c = JSON.parse(readFileSync('assets/demo/ocs-demo.campaign.json', 'utf8')) as {
    name: string;
    setup: { units: RawUnit[]; dumps: RawDump[] };
  };
  const tag = (side: string) => (side === 'axis' ? 'ZQAX' : 'ZQSO');
  const ids = new Map<string, string>();
  const secrets: { axis: string[]; soviet: string[] } = { axis: [], soviet: [] };
  c.setup.units.forEach((u, k) => {
    const id = `${tag(u.side)}U${100 + k}Z`;
    ids.set(u.id, id);
    u.id = id;
    u.formation = `${tag(u.side)}F${100 + k}Z`;
    secrets[u.side as keyof typeof secrets].push(id, u.formation);
  });
  c.setup.dumps.forEach((d, k) => {
    d.id = `${tag(d.side)}D${100 + k}Z`;
    if (d.on) d.on = ids.get(d.on)!;
    // amounts no other number on the page can equal by chance (Tokens: 1 SP = 4 T)
    d.amount = 4 * (1_234_500 + 37 * k + (d.side === 'axis' ? 0 : 11));
    secrets[d.side as keyof typeof secrets].push(d.id, String(d.amount));
  });
  c.name = 'Fog of war test';
  const file = join(dir, 'fog.campaign.json');
  writeFileSync(file, JSON.stringify(c));
  return { file, secrets };
}
