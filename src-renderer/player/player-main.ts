import { mount } from 'svelte';
import PlayerApp from './PlayerApp.svelte';
import '../theme.css';

// the token travels after '#': browsers never send it in a request line or a Referer
const token = location.hash.slice(1);
history.replaceState(null, '', location.pathname);
mount(PlayerApp, { target: document.getElementById('player')!, props: { token } });
