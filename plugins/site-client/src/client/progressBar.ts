import type nprogress from 'nprogress';

type NProgress = typeof nprogress;
type NProgressOptions = NProgress['settings'];

// What `import nprogress from 'nprogress'` gives the browser bundle (the alias is in ../index.ts):
// nprogress itself is loaded when the reader first navigates, not with every page's first visit.
// theme-classic's client module and ours call only configure, start, done, inc and isStarted.
// The bar shows when a page's code takes over 200 ms; nprogress (1.5 KB gzip) is fetched as the
// navigation starts, so it is normally there before then.

let settings: Partial<NProgressOptions> = {};
let bar: NProgress | undefined;
let loading: Promise<void> | undefined;
/** Started and not done since: the bar starts as soon as its code is there. */
let wanted = false;

/** Loads nprogress once. A failed load (offline, a lost file) leaves the reader without a bar, nothing else. */
export function loadProgressBar(): Promise<void> {
  loading ??= import(/* webpackChunkName: "progress-bar" */ 'nprogress/nprogress.js').then(
    (module: {default: NProgress}) => {
      bar = module.default;
      bar.configure(settings);
      if (wanted) bar.start();
    },
    () => {
      loading = undefined;
    },
  );
  return loading;
}

const progressBar = {
  configure(options: Partial<NProgressOptions>) {
    settings = {...settings, ...options};
    bar?.configure(options);
    return progressBar;
  },
  start() {
    wanted = true;
    if (bar) bar.start();
    else void loadProgressBar();
    return progressBar;
  },
  done(force?: boolean) {
    wanted = false;
    bar?.done(force);
    return progressBar;
  },
  inc(amount?: number) {
    bar?.inc(amount);
    return progressBar;
  },
  isStarted(): boolean {
    return bar?.isStarted() ?? false;
  },
};

export default progressBar;
