import type {Image} from 'mdast';
import {reportBrokenImage} from '../reportBrokenImage';

const image = (url: string): Image => ({type: 'image', url, position: {start: {line: 9, column: 1}, end: {line: 9, column: 20}}});

describe('reportBrokenImage', () => {
  it('names the file, the line and how image paths work', () => {
    expect(() => reportBrokenImage({sourceFilePath: 'docs/quickstart.md', url: 'img/project.png', node: image('img/project.png')})).toThrowErrorMatchingInlineSnapshot(
      `"docs/quickstart.md:9: the image "img/project.png" is not there. Add the file, or fix the path: ./img/name.png starts from the page's folder, /img/name.png from static/."`,
    );
  });

  it('says what to write for an image without a path', () => {
    expect(() => reportBrokenImage({sourceFilePath: 'docs/a.md', url: '', node: image('')})).toThrowErrorMatchingInlineSnapshot(
      `"docs/a.md:9: an image has no path: write it as ![说明](./img/name.png)."`,
    );
  });
});
