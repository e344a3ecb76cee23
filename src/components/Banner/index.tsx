import React, {Children, type ReactNode, useEffect, useRef} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {attachCarousel} from './attachCarousel';
import {BANNER_ATTRIBUTE} from './marker';
import styles from './styles.module.css';

export type Props = {
  /** Milliseconds each slide shows; 5000 unless set (`<Banner interval="8000">`). */
  readonly interval?: string;
  /** The slides: one paragraph each, usually an image, optionally linked. */
  readonly children: ReactNode;
};

// The home page carousel. Slides are markdown between <Banner> and </Banner>; hidden slides are
// `inert` so that their links are neither focused nor read. React renders the first slide showing;
// `attachCarousel` runs it from there, here as in a static article's HTML (components/StaticArticle).
export default function Banner({interval = '5000', children}: Props): ReactNode {
  const slides = Children.toArray(children);
  const section = useRef<HTMLElement>(null);
  useEffect(() => attachCarousel(section.current!), [interval]);
  return (
    <section
      ref={section}
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={translate({id: 'site.banner.label', message: '推荐内容', description: 'Label of the home page carousel'})}
      tabIndex={0}
      {...{[BANNER_ATTRIBUTE]: interval}}>
      <div className={styles.track} aria-live="off">
        {slides.map((slide, index) => (
          <div key={index} className={styles.slide} role="group" aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`} inert={index !== 0}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className={clsx(styles.arrow, styles.previous)} aria-label={translate({id: 'site.banner.previous', message: '上一张'})}>
            ‹
          </button>
          <button type="button" className={clsx(styles.arrow, styles.next)} aria-label={translate({id: 'site.banner.next', message: '下一张'})}>
            ›
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={clsx(styles.dot, index === 0 && styles.dotCurrent)}
                aria-label={translate({id: 'site.banner.goTo', message: '第 {n} 张'}, {n: index + 1})}
                aria-current={index === 0}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
