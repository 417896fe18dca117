// What a Markdown renderer would read as syntax in a line: the line without its inline code
// spans (CommonMark §6.1: a run of n backticks opens one, the next run of exactly n closes it;
// a run without a closer is text). Escaped pipes stay in the cell they belong to.
export function outsideInlineCode(line: string): string {
  let outside = ''
  let at = 0
  while (at < line.length) {
    const open = /`+/g
    open.lastIndex = at
    const run = open.exec(line)
    if (!run) break
    const close = new RegExp(`(?<!\`)\`{${run[0].length}}(?!\`)`, 'g')
    close.lastIndex = run.index + run[0].length
    const closer = close.exec(line)
    outside += line.slice(at, run.index)
    if (!closer) {
      outside += run[0]
      at = run.index + run[0].length
      continue
    }
    outside += '·'
    at = closer.index + closer[0].length
  }
  return outside + line.slice(at)
}

// The cells of a table row as GFM splits it: at every '|' no backslash escapes.
export function tableCells(row: string): number {
  return row.replaceAll('\\|', '').split('|').length - 2
}
