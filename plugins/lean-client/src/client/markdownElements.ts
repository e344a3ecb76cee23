// Everything doc markdown renders: the MDX element map (headings, code blocks, admonitions,
// images, diagrams, …), the tabs of code groups (plugins/markdown-syntax/src/remarkContainers.ts)
// and the widgets (remarkWidgets.ts). Imported only for its styles (markdownStyles.ts).
import '@theme/MDXComponents';
import '@theme/Tabs';
import '@theme/TabItem';
import '@site/src/components/Compat';
import '@site/src/components/CompatAlert';
import '@site/src/components/ParamTable';
import '@site/src/components/Banner';
