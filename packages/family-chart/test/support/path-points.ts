/**
 * The points of an SVG path made of straight lines (M m L l H h V v Z z), in absolute coordinates, one list per
 * subpath: what a test compares, whatever mix of absolute and relative commands the path text uses.
 */
export function pathPoints(d: string): [number, number][][] {
  const subpaths: [number, number][][] = []
  let x = 0
  let y = 0
  let start: [number, number] = [0, 0]
  let current: [number, number][] | null = null
  for (const [, cmd, args] of d.matchAll(/([MmLlHhVvZz])([^MmLlHhVvZz]*)/g)) {
    const n = args.trim()
      ? args
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : []
    switch (cmd) {
      case 'M':
      case 'm':
        x = cmd === 'M' ? n[0] : x + n[0]
        y = cmd === 'M' ? n[1] : y + n[1]
        start = [x, y]
        current = [[x, y]]
        subpaths.push(current)
        break
      case 'L':
        x = n[0]
        y = n[1]
        break
      case 'l':
        x += n[0]
        y += n[1]
        break
      case 'H':
        x = n[0]
        break
      case 'h':
        x += n[0]
        break
      case 'V':
        y = n[0]
        break
      case 'v':
        y += n[0]
        break
      case 'Z':
      case 'z':
        ;[x, y] = start
        break
    }
    if (cmd !== 'M' && cmd !== 'm') current!.push([x, y])
  }
  return subpaths
}
