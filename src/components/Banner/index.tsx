import React, {Children, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCarousel} from './useCarousel';
import styles from './styles.module.css';

export type Props = {
  /** Milliseconds each slide shows; 5000 unless set (`<Banner interval="8000">`). */
  readonly interval?: string;
  /** The slides: one paragraph each, usually an image, optionally linked. */
  readonly children: ReactNode;
};

// The home page carousel. Slides are markdown between <Banner> and </Banner>; hidden slides are
// `inert` so that their links are neither focused nor read.
export default function Banner({interval = '5000', children}: Props): ReactNode {
  const slides = Children.toArray(children);
  const {current, paused, step, goTo, handlers} = useCarousel(slides.length, Number(interval));
  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label={translate({id: 'site.banner.label', message: '推荐内容', description: 'Label of the home page carousel'})}
      tabIndex={0}
      {...handlers}>
      <div className={styles.track} style={{transform: `translateX(-${current * 100}%)`}}
        // Announced only while the reader holds the carousel (hover, focus): automatic turns stay quiet.
        aria-live={paused ? 'polite' : 'off'}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${slides.length}`}
            inert={index !== current}>
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <>
          <button type="button" className={clsx(styles.arrow, styles.previous)} onClick={() => step(-1)} aria-label={translate({id: 'site.banner.previous', message: '上一张'})}>
            ‹
          </button>
          <button type="button" className={clsx(styles.arrow, styles.next)} onClick={() => step(1)} aria-label={translate({id: 'site.banner.next', message: '下一张'})}>
            ›
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={clsx(styles.dot, index === current && styles.dotCurrent)}
                aria-label={translate({id: 'site.banner.goTo', message: '第 {n} 张'}, {n: index + 1})}
                aria-current={index === current}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
