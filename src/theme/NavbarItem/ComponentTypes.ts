import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import PlatformsNavbarItem from '@site/plugins/my-platforms/src/NavbarItem';

// The navbar item types, plus the reader's platforms (`type: 'custom-platforms'`, plugins/my-platforms).
// Extends whichever map is in place: the optimization layer's short one, or stock's.
export default {
  ...ComponentTypes,
  'custom-platforms': PlatformsNavbarItem,
};
