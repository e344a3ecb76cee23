import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {highlightedLines, useHighlightedCode} from '@site/src/hooks/highlightedLines';
import {escapeHtml} from '@site/plugins/shared/escapeHtml';
import styles from './styles.module.css';

/**
 * Stock's line markup, as one HTML string: a long page has hundreds of code lines, and as React
 * elements each cost hydration work (four elements a line) though nothing in them is interactive.
 * Set as the `<code>`'s inner HTML, hydration takes the server's lines as they are.
 */
function linesHtml(lines: string[], html: string[] | undefined, lineClassNames: Record<number, string[]>, numbered: boolean): string {
  const lineNumber = numbered ? `<span class="${styles.codeLineNumber}"></span>` : '';
  const contentClass = numbered ? ` class="${styles.codeLineContent}"` : '';
  return lines
    .map((text, index) => {
      const className = clsx('token-line', lineClassNames[index]?.join(' '), numbered && styles.codeLine);
      // The <br> keeps an empty line one line high.
      return `<div class="${className}">${lineNumber}<span${contentClass}>${html?.[index] ?? escapeHtml(text)}</span><br></div>`;
    })
    .join('');
}

// The markup of stock CodeBlock/Content, with lines highlighted at build time (plugins/code-highlight)
// instead of by prism-react-renderer in the browser, and a language badge in the corner.
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const html = highlightedLines(code, useHighlightedCode());
  const numbered = lineNumbersStart !== undefined;
  return (
    <>
      <pre
        ref={wordWrap.codeBlockRef}
        // A wide block scrolls, and a scrolling region must take keyboard focus.
        tabIndex={0}
        className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
        <code
          className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
          style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
          dangerouslySetInnerHTML={{__html: linesHtml(code.split('\n'), html, lineClassNames, numbered)}}
        />
      </pre>
      {language && language !== 'text' && <span className={styles.languageBadge}>{language}</span>}
    </>
  );
}
