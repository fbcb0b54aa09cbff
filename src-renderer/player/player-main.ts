import { mount } from 'svelte';
import PlayerApp from './PlayerApp.svelte';
import { earlierLog, followSide, type EarlierLog, type Follow } from './player-feed.js';
import { followSideOverNats, type NatsSide } from './player-feed-nats.js';
import '../theme.css';

// the token (or, in a page exported for the club's server, the side's settings) travels after '#':
// browsers never send it in a request line or a Referer
const hash = location.hash.slice(1);
history.replaceState(null, '', location.pathname);
const overNats = hash.startsWith('nats=');
const follow: Follow = overNats
  ? (on) => followSideOverNats(JSON.parse(decodeURIComponent(hash.slice(5))) as NatsSide, on)
  : (on) => followSide(hash, on);
// the player server pages back through the side's log; the club's stream holds the latest view only
const earlier: EarlierLog | undefined = overNats ? undefined : (before) => earlierLog(hash, before);
mount(PlayerApp, { target: document.getElementById('player')!, props: { follow, earlier } });
