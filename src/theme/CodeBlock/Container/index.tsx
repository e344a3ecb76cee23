import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

// Stock sets the code colours inline from the current colour mode, which hydration cannot update;
// the code-highlight plugin's stylesheet sets them per mode instead.
export default function CodeBlockContainer({as: As, className, ...props}: {as: 'div' | 'pre'} & ComponentProps<'div'>): ReactNode {
  return React.createElement(As, {...props, className: clsx(className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)});
}
