import React, {type ComponentProps, type ReactNode} from 'react';

// Markdown tables scroll sideways when wide: a scrolling region must take keyboard focus, so that
// readers who cannot swipe or use a mouse wheel can scroll it with the arrow keys.
export default function MDXTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}
