import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {OPEN_EVENT} from './choice';

const Chooser = lazy(() => import('./Chooser'));

export type Props = {readonly mobile?: boolean};

// The navbar's "my platforms" button (navbar item type `custom-platforms`); the count of chosen
// platforms after its label comes from CSS (headTags.ts), there from the first paint; the chooser
// loads when it is first opened. The desktop item also answers the
// compatibility tables' buttons, on phones too: its dialog is not inside the hidden navbar.
export default function PlatformsNavbarItem({mobile = false}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (mobile) return undefined;
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, [mobile]);
  const label = translate({id: 'site.platforms.button', message: '我的平台', description: 'Navbar button that opens the chooser of the reader\'s platforms'});
  const button = (
    <button type="button" className={`site-platforms-button ${mobile ? 'menu__link' : 'navbar__item navbar__link'}`} aria-haspopup="dialog" onClick={() => setOpen(true)} style={{border: 0, background: 'none', cursor: 'pointer', font: 'inherit'}}>
      {label}
    </button>
  );
  return (
    <>
      {mobile ? <li className="menu__list-item">{button}</li> : button}
      {open && (
        <Suspense fallback={null}>
          <Chooser onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
