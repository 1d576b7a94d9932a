/**
 * The app's entry (a build input beside index.html): starts the app. Its own chunk, run last by
 * boot.ts once every chunk it and the page import has run, each in a task of its own; the code
 * the pages share with it (main.tsx and what it imports) is a chunk of its own too, so that running
 * a page's chunk does not start the app (docs/rendering.md).
 */
import { startApp } from './main';

startApp();
