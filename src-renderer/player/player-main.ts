import { mount } from 'svelte';
import PlayerApp from './PlayerApp.svelte';
import { followSide, type Follow } from './player-feed.js';
import { followSideOverNats, type NatsSide } from './player-feed-nats.js';
import '../theme.css';

// the token (or, in a page exported for the club's server, the side's settings) travels after '#':
// browsers never send it in a request line or a Referer
const hash = location.hash.slice(1);
history.replaceState(null, '', location.pathname);
const follow: Follow = hash.startsWith('nats=')
  ? (on) => followSideOverNats(JSON.parse(decodeURIComponent(hash.slice(5))) as NatsSide, on)
  : (on) => followSide(hash, on);
mount(PlayerApp, { target: document.getElementById('player')!, props: { follow } });
