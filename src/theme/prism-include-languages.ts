import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

// Vue single-file components highlight as HTML (with their script and style blocks); UTS, the
// uni-app TypeScript dialect, as TypeScript.
export default function prismIncludeLanguagesWrapper(PrismObject: typeof PrismNamespace): void {
  prismIncludeLanguages(PrismObject);
  PrismObject.languages.vue = PrismObject.languages.markup!;
  PrismObject.languages.uts = PrismObject.languages.typescript!;
}
