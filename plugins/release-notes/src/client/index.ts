import globalData from '@generated/globalData';
import type {ClientModule} from '@docusaurus/types';
import {archivedAnchorTarget, type ReleaseNotesData} from '../archivedAnchor';

const {pairs} = globalData['site-release-notes']!.default as ReleaseNotesData;

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (!location.hash || !pairs.some(({page, archive}) => location.pathname === page || location.pathname === archive)) return;
    const ids = [...document.querySelectorAll('h2[id]')].map((heading) => heading.id);
    const target = archivedAnchorTarget(location.pathname, location.hash, pairs, ids);
    // Old links to a version that moved to the archive (or written in the old id form) still land on it.
    if (target) window.location.replace(target);
  },
};
export default clientModule;
