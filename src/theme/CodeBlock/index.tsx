import React, {type ReactNode, isValidElement} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {HighlightedCodeContext} from '@site/src/hooks/highlightedLines';

/** Strings only, so the code can be copied; code with elements in it stays as it is. */
function stringChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

// Stock remounts every code block after hydration to swap in the colour mode's token styles; here
// the tokens are highlighted at build and coloured by CSS per mode, so hydration is all there is.
export default function CodeBlock({children: rawChildren, highlighted, ...props}: Props & {highlighted?: string}): ReactNode {
  const children = stringChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <HighlightedCodeContext.Provider value={highlighted === undefined ? undefined : {source: children, html: highlighted}}>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedCodeContext.Provider>
  );
}
