import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';

// Content images carry `zooming`, the class the image zoom behaviour looks for.
export default function MDXImgWrapper(props: Props): ReactNode {
  return <Img {...props} className={clsx(props.className, 'zooming')} />;
}
