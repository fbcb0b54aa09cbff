import { mount } from 'svelte';
import App from './App.svelte';
import './theme.css';
import './print.css';
import './rules/sections.css';
import './panels/side-panel.css';
import './editor/editor-list.css';
import './floating-dialog.css';

mount(App, { target: document.getElementById('app')! });
