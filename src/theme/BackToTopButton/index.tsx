import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useBackToTop} from '@site/src/hooks/useBackToTop';
import styles from './styles.module.css';

// Replaces the stock button (which shows only while scrolling up): ours shows past 300 px.
export default function BackToTopButton(): ReactNode {
  const {shown, scrollToTop} = useBackToTop();
  return (
    <button
      type="button"
      aria-label={translate({id: 'theme.BackToTopButton.buttonAriaLabel', message: '回到顶部', description: 'The ARIA label for the back to top button'})}
      className={clsx('clean-btn', styles.backToTop, shown && styles.shown)}
      onClick={scrollToTop}
    />
  );
}
