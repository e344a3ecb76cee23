/** A child row's name cell starts with one `&emsp;` (U+2003) per level. */
export function rowLevel(nameCell: string): number {
  return /^\u2003*/.exec(nameCell)![0].length;
}

/** Rows that have child rows under them (the next row is one level deeper). */
export function parentRows(levels: readonly number[]): number[] {
  return levels.flatMap((level, index) => ((levels[index + 1] ?? -1) > level ? [index] : []));
}

/** Which rows show, given the parent rows whose children are hidden. */
export function visibleRows(levels: readonly number[], collapsed: ReadonlySet<number>): boolean[] {
  const hiddenBelow: number[] = [];
  return levels.map((level, index) => {
    while (hiddenBelow.length > 0 && hiddenBelow[hiddenBelow.length - 1]! >= level) hiddenBelow.pop();
    const visible = hiddenBelow.length === 0;
    if (visible && collapsed.has(index)) hiddenBelow.push(level);
    return visible;
  });
}
