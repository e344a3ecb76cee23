import {type ReactNode, useEffect} from 'react';
import {attachCarousel} from './attachCarousel';

/** The carousel of a banner the server rendered into a static article (components/StaticArticle). */
export default function BannerIsland({section}: {section: HTMLElement}): ReactNode {
  useEffect(() => attachCarousel(section), [section]);
  return null;
}
