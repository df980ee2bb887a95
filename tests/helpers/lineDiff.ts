/** The lines a line diff shows as removed and added (longest common subsequence), in order. */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n')
  const b = after.split('\n')
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1])
  const removed: string[] = []
  const added: string[] = []
  let [i, j] = [0, 0]
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1]
    else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) added.push(b[j++])
    else removed.push(a[i++])
  }
  return { removed, added }
}
