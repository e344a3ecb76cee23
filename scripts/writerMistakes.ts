// The mistakes a writer can make, each a folder of scripts/__tests__/__fixtures__ laid over the small
// site there: the production build must stop on each (scripts/__tests__/badWriterInput.test.ts) and
// the dev server must show each (e2e/dev/devServer.spec.ts), naming the place and what to do.

/** Each mistake (a folder of `__fixtures__`), the place the build must name, and its whole message: what is wrong and what to do. */
export const WRITER_MISTAKES: [string, string, string][] = [
  ['link-to-missing-page', 'docs/quickstart.md:7', 'the link "install.md" is broken (no such markdown file). Link to an existing page, e.g. "./other-page.md", "../api/README.md#anchor" or "/api/request/request.html".'],
  ['missing-anchor', 'docs/quickstart.md:7', 'the link "api/request.md#parameters" points to an anchor that docs/api/request.md does not have. Use the id of one of its headings (add {#id} to a heading to fix its id).'],
  ['sidebar-bad-line', 'docs/api/_sidebar.md:3', '"[发起请求] (request.md)" is not a link: write it as [标题](page.md), with no space between ] and (.'],
  ['sidebar-missing-page', 'docs/api/_sidebar.md:4', 'the link "upload.md" points to no page. Sidebar links are relative to the _sidebar.md file, e.g. "[标题](page.md)" or "[标题](page.md#anchor)".'],
  ['malformed-front-matter', 'docs/unipush.md:2', 'the front matter is not valid YAML (bad indentation of a mapping entry). Check the quotes, colons and indentation between the two --- lines; quote a value that has a colon in it, e.g. title: "uni-app: 快速上手".'],
  ['unknown-layout', 'docs/unipush.md:3', 'layout "wide" is unknown. Use one of: main, simple (e.g. layout: simple), or remove the line for the default "main".'],
  ['redirect-to-missing-page', 'data/legacy-redirects.json:3', '"/collocation/upload" → "/api/upload.html": no such page in data/routes.tsv. Point it at a page of the site.'],
  ['redirect-off-site', 'data/legacy-redirects.json:3', '"/collocation/upload" → "https://example.com/upload.html": the target must be a path on this site, such as "/tutorial/page.html#lifecycle".'],
  ['redirect-loop', 'data/legacy-redirects.json:3', '"/collocation/network" → "/collocation/net.html" → "/collocation/network.html" is a loop: readers would never reach a page. Point it at a page listed in data/routes.tsv.'],
  ['malformed-compat-data', 'data/compat/api.json:2', 'not valid JSON: a comma is missing between two entries. Check commas and quotes.'],
  ['unknown-compat-platform', 'data/compat/api.json:2', '"uni.request": unknown platform "ios". Platforms (data/compat/_platforms.json): app, app-harmony, web, mp-weixin, mp-alipay, mp-baidu, mp-toutiao, mp-lark, mp-qq, mp-kuaishou, mp-jd, mp-harmony, mp-xhs, mp-360, quickapp.'],
  ['bad-synonym-line', 'data/search-synonyms.txt:3', 'a synonym group needs at least two words, separated by spaces: "剪贴板". Add the words it means the same as, or delete the line.'],
  ['bad-release-entry', 'releases/stable/4.85.2025120101.md:3', 'date must be a day written YYYY-MM-DD, e.g. date: 2025-11-03.'],
  ['broken-diagram', 'docs/quickstart.md:7', 'this mermaid diagram cannot be drawn: Parse error on line 2:'],
  ['glued-container-closing', 'docs/quickstart.md:11', "text is glued to a container's closing :::; put the ::: on a line of its own and the text after a blank line."],
  ['unclosed-code-fence', 'docs/quickstart.md:7', 'this code block (```) is never closed: add a line with ``` where the code ends.'],
  ['invalid-mdx', 'docs/tutorial/widgets.mdx:7', 'Expected a closing tag for `<div>` (7:1-7:23). In an .mdx page every tag must be closed (<br />, <div>…</div>) and { or < in text starts code: close the tag, write \\{ or \\< for the character itself, or rename the page to .md if it uses no components.'],
  ['chinese-in-translation', 'i18n/en/docusaurus-plugin-content-docs/current/quickstart.md:7', 'Chinese in the English text: "自定义基座": write it in English, quote it if it is a label of a Chinese interface, or put code in backticks.'],
  ['missing-image', 'docs/quickstart.md:9', 'the image "img/project.png" is not there. Add the file, or fix the path: ./img/name.png starts from the page\'s folder, /img/name.png from static/.'],
];
