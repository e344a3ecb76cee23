import {useRef, type ReactNode} from 'react';
import {useParamRows} from './useParamRows';
import styles from './styles.module.css';

/** The folding of a parameter table the server rendered into a static article (components/StaticArticle). */
export default function ParamTableIsland({table}: {table: HTMLElement}): ReactNode {
  useParamRows(useRef(table), styles.toggle!);
  return null;
}
