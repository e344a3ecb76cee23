import {translate} from '@docusaurus/Translate';
import {showToast} from '@site/src/components/Toast/toastStore';
import {copyText} from '@site/src/theme/CodeBlock/Buttons/CopyButton/copyText';

/** Fetches the page's markdown and copies it, telling the reader how it went. */
export async function copyPageMarkdown(url: string): Promise<void> {
  let copied = false;
  try {
    const response = await fetch(url);
    copied = response.ok && (await copyText(await response.text()));
  } catch {
    copied = false;
  }
  showToast(
    copied
      ? translate({id: 'site.pageActions.copied', message: '已复制本页 Markdown', description: 'Toast after copying the page markdown'})
      : translate({id: 'site.pageActions.copyFailed', message: '复制失败', description: 'Toast when copying the page markdown failed'}),
    copied ? 'success' : 'error',
  );
}
