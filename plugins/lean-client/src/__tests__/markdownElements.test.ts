import fs from 'node:fs';
import path from 'node:path';
import {PLACED_COMPONENTS} from '../../../markdown-syntax/src/remarkWidgets';

// Pages that come as HTML bring no component code, so a component's styles reach the site's
// stylesheet only through markdownElements.ts. The test build's fixture pages (compiled markdown)
// would bring them anyway and hide a missing import: production pages would show the component
// unstyled (a page-top notice showing every platform's line, for one).
test('markdownElements.ts imports every component the markdown plugins place in pages', () => {
  const text = fs.readFileSync(path.join(__dirname, '..', 'client', 'markdownElements.ts'), 'utf8');
  const imported = [...text.matchAll(/^import (\S+);$/gm)].map((match) => match[1]!.slice(1, -1));
  expect(PLACED_COMPONENTS.filter((source) => !imported.includes(source))).toEqual([]);
});
