import {type ReactNode, useEffect} from 'react';
import {attachCodeGroup} from './attachCodeGroup';

/** The tabs of a code group the server rendered into a static article (components/StaticArticle). */
export default function CodeGroupIsland({container}: {container: HTMLElement}): ReactNode {
  useEffect(() => attachCodeGroup(container), [container]);
  return null;
}
