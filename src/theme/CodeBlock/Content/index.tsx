import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {highlightedLines, useHighlightedCode} from '@site/src/hooks/highlightedLines';
import styles from './styles.module.css';

function Line({html, text, className, numbered}: {html?: string; text: string; className?: string; numbered: boolean}): ReactNode {
  const content = html === undefined ? {children: text} : {dangerouslySetInnerHTML: {__html: html}};
  return (
    <div className={clsx('token-line', className, numbered && styles.codeLine)}>
      {numbered && <span className={styles.codeLineNumber} />}
      <span className={clsx(numbered && styles.codeLineContent)} {...content} />
      {/* Keeps an empty line one line high. */}
      <br />
    </div>
  );
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
          style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
          {code.split('\n').map((text, index) => (
            <Line key={index} text={text} html={html?.[index]} className={lineClassNames[index]?.join(' ')} numbered={numbered} />
          ))}
        </code>
      </pre>
      {language && language !== 'text' && <span className={styles.languageBadge}>{language}</span>}
    </>
  );
}
