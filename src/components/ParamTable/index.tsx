import React, {useRef, type ReactNode} from 'react';
import {useParamRows} from './useParamRows';
import {PARAM_TABLE_ATTRIBUTE} from './marker';
import styles from './styles.module.css';

export type Props = {
  /** The markdown table, whose child rows start with `&emsp;` per level. */
  readonly children: ReactNode;
};

// A parameter table whose nested fields fold under their parent row.
export default function ParamTable({children}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useParamRows(ref, styles.toggle!);
  return (
    <div ref={ref} className={styles.paramTable} {...{[PARAM_TABLE_ATTRIBUTE]: ''}}>
      {children}
    </div>
  );
}
