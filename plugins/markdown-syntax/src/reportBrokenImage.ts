import type {OnBrokenMarkdownImagesFunction} from '@docusaurus/types';

/**
 * The `markdown.hooks.onBrokenMarkdownImages` hook: stops the build at an image whose file is not
 * there, with `file:line` and how image paths work. Docusaurus's own message names the place but
 * suggests turning the check off, which is no advice for a writer.
 */
export const reportBrokenImage: OnBrokenMarkdownImagesFunction = ({sourceFilePath, url, node}) => {
  const where = `${sourceFilePath}:${node.position?.start.line ?? '?'}`;
  if (url === '') throw new Error(`${where}: an image has no path: write it as ![说明](./img/name.png).`);
  throw new Error(
    `${where}: the image "${url}" is not there. Add the file, or fix the path: ./img/name.png starts from the page's folder, /img/name.png from static/.`,
  );
};
