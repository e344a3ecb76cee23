import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {attachImageZoom} from './imageZoom';
import {handleLostChunk, markFullLoad} from './lostChunks';
import progressBar, {loadProgressBar} from './progressBar';
import {anchorId, FIRST_LOAD_SCROLL_DELAY_MS, isMobileUserAgent, NAV_OPEN_BODY_CLASS, PROGRESS, trickleAmount} from '../readerBehaviour';

const {trickleRate: _trickleRate, ...settings} = PROGRESS;
// theme-classic shows this singleton bar when a page's code takes over 200 ms to load; we set its
// pace, and trickle it ourselves at the required rate. Its code loads with the first navigation.
progressBar.configure({...settings, trickle: false});

if (ExecutionEnvironment.canUseDOM) window.addEventListener('unhandledrejection', handleLostChunk);

let drawerObserver: MutationObserver | null = null;

// The drawer is the navbar's `navbar-sidebar--show` state; mirror it on <body> on phones.
function watchMobileDrawer(): void {
  if (drawerObserver || !isMobileUserAgent(navigator.userAgent)) return;
  const navbar = document.querySelector('nav.navbar');
  if (!navbar) return;
  drawerObserver = new MutationObserver(() => {
    document.body.classList.toggle(NAV_OPEN_BODY_CLASS, navbar.classList.contains('navbar-sidebar--show'));
  });
  drawerObserver.observe(navbar, {attributes: true, attributeFilter: ['class']});
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    // If this page's code fails to load, Docusaurus reloads it: remember that try (see chunkRecovery).
    markFullLoad(location.pathname, true);
    void loadProgressBar();
    const timer = window.setInterval(() => {
      if (progressBar.isStarted()) progressBar.inc(trickleAmount(Math.random()));
    }, PROGRESS.trickleSpeed);
    return () => window.clearInterval(timer);
  },
  onRouteDidUpdate({location, previousLocation}) {
    markFullLoad(location.pathname, false);
    watchMobileDrawer();
    void attachImageZoom();
    const id = previousLocation ? null : anchorId(location.hash);
    if (id !== null) window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), FIRST_LOAD_SCROLL_DELAY_MS);
  },
};
export default clientModule;
