/** A glossary entry: the source term, the one target-language form, the forms not to use. */
export type GlossaryTerm = {readonly source: string; readonly target: string; readonly avoid: readonly string[]; readonly line: number};

const AVOID = /^avoid:\s*([^.]*)\.?/;

/**
 * Reads a glossary (`i18n/<locale>/glossary.tsv`): one term per line, tab-separated: source term,
 * target term, note; a note starting `avoid: a, b.` lists variants a translation must not use.
 * Lines starting with # are comments. Mistakes stop the build as `file:line: what is wrong`.
 */
export function parseGlossary(text: string, file: string): GlossaryTerm[] {
  const terms: GlossaryTerm[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '' || raw.startsWith('#')) return;
    const fail = (message: string): never => {
      throw new Error(`${file}:${line}: ${message}`);
    };
    const [source = '', target = '', note = '', ...extra] = raw.split('\t').map((cell) => cell.trim());
    if (extra.length > 0) fail('a glossary line has three columns, tab-separated: source term, target term, note.');
    if (source === '' || target === '') fail('a glossary line needs a source term and its target term, separated by a tab (a note may follow after another tab).');
    const earlier = seen.get(source);
    if (earlier !== undefined) fail(`"${source}" is already in the glossary (line ${earlier}): one target form per term.`);
    seen.set(source, line);
    const avoid = (AVOID.exec(note)?.[1] ?? '').split(',').map((variant) => variant.trim()).filter(Boolean);
    const same = avoid.find((variant) => variant.toLowerCase() === target.toLowerCase());
    if (same) fail(`"${same}" is both the target term and a variant to avoid.`);
    terms.push({source, target, avoid, line});
  });
  return terms;
}
