/** Orders version labels by their numbers (`4.9.x` < `4.10.x`); `-alpha` labels compare by their numbers too. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.replace(/-alpha$/, '').split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
