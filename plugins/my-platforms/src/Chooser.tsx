import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import platformsFile from '@site/data/compat/_platforms.json';
import {platformIds, platformInfo, type PlatformsFile} from '../../markdown-syntax/src/platforms';
import {choosePlatforms, chosenPlatforms, shareLink} from './choice';
import styles from './styles.module.css';

const PLATFORMS = platformsFile as PlatformsFile;
const IDS = platformIds(PLATFORMS);

export type Props = {readonly onClose: () => void};

// The chooser of the reader's platforms: a modal dialog (focus kept inside, Esc closes), one
// checkbox per platform of data/compat/_platforms.json; each tick applies at once.
export default function Chooser({onClose}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const dialog = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState(chosenPlatforms);
  const [copied, setCopied] = useState(false);
  // Opened once; closing (Esc, 完成) tells the latest onClose, which the navbar makes anew each render.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const element = dialog.current!;
    const onDialogClose = () => close.current();
    if (!element.open) element.showModal();
    element.addEventListener('close', onDialogClose);
    return () => element.removeEventListener('close', onDialogClose);
  }, []);

  const choose = (ids: string[]) => {
    const ordered = IDS.filter((id) => ids.includes(id));
    setChosen(ordered);
    setCopied(false);
    choosePlatforms(ordered);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(shareLink(location.href, chosen));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const title = translate({id: 'site.platforms.title', message: '我的平台', description: 'Title of the chooser of the reader\'s platforms'});
  return createPortal(
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="site-platforms-title">
      <h2 id="site-platforms-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.intro}>
        {translate({
          id: 'site.platforms.intro',
          message: '勾选你的应用要运行的平台：兼容性表格把它们排在前面，页面顶部列出在这些平台上不能用或要较新版本的 API，目录和 API、组件索引标出不能用的页面，搜索也可以只看能用的页面。选择只保存在这个浏览器里。',
          description: 'What choosing platforms does, in the chooser',
        })}
      </p>
      <fieldset className={styles.platforms}>
        <legend className="site-visually-hidden">{title}</legend>
        {IDS.map((id) => {
          const {label, covers} = platformInfo(PLATFORMS, id, currentLocale);
          return (
            <label key={id} className={styles.platform}>
              <input type="checkbox" checked={chosen.includes(id)} onChange={(event) => choose(event.target.checked ? [...chosen, id] : chosen.filter((other) => other !== id))} />
              <span>
                {label}
                {covers && <span className={styles.covers}> {covers}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--secondary" disabled={chosen.length === 0} onClick={copyLink}>
          {translate({id: 'site.platforms.share', message: '复制分享链接', description: 'Copies a link to this page that sets the chosen platforms'})}
        </button>
        <button type="button" className="button button--sm button--secondary" disabled={chosen.length === 0} onClick={() => choose([])}>
          {translate({id: 'site.platforms.clear', message: '清除', description: 'Clears the chosen platforms'})}
        </button>
        <button type="button" className="button button--sm button--primary" onClick={() => dialog.current!.close()}>
          {translate({id: 'site.platforms.done', message: '完成', description: 'Closes the chooser of platforms'})}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {copied ? translate({id: 'site.platforms.copied', message: '链接已复制：打开它的人会看到同样的平台。', description: 'After the share link was copied'}) : ''}
      </p>
    </dialog>,
    document.body,
  );
}
