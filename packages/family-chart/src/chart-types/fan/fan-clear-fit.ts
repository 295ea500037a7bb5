/**
 * Where the camera puts the fan so that the panels over the chart (the legend, the turn buttons) cover none of its
 * places: the usual fit or middle when the fan's box stays clear of them, else the same in the largest part of the
 * viewport beside or above them. Pure: boxes in, a camera out.
 */
import { calculateTreeFit } from '../../view/camera/zoom'

/** A rectangle, px: in the viewport for panels and regions, in the fan's own coordinates for the fan. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A camera: translate by (x, y), then scale by k. */
export interface Camera {
  k: number
  x: number
  y: number
}

/** Space kept between the fan and a panel, px. */
const GAP = 8

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const inflate = (b: Box): Box => ({ x: b.x - GAP, y: b.y - GAP, width: b.width + 2 * GAP, height: b.height + 2 * GAP })

/** The fan's box on screen under `camera`. */
export function boxOnScreen(fan: Box, camera: Camera): Box {
  return {
    x: camera.x + fan.x * camera.k,
    y: camera.y + fan.y * camera.k,
    width: fan.width * camera.k,
    height: fan.height * camera.k,
  }
}

const isClear = (box: Box, panels: Box[]) => panels.every((p) => !overlap(box, p))

/** The edges a clear region may start or end at along one axis: the viewport's and each panel's (with the gap). */
function edges(size: number, panels: Box[], start: (b: Box) => number, length: (b: Box) => number): number[] {
  const all = [0, size]
  for (const p of panels) all.push(start(p), start(p) + length(p))
  return [...new Set(all.map((e) => Math.min(size, Math.max(0, e))))].sort((a, b) => a - b)
}

/**
 * Every rectangle of the viewport between two of those edges on each axis that no panel touches: the candidates
 * for the fan's room (a handful of panels give a few dozen).
 */
export function clearRegions(viewport: { width: number; height: number }, panels: Box[]): Box[] {
  const blocked = panels.map(inflate)
  const xs = edges(
    viewport.width,
    blocked,
    (b) => b.x,
    (b) => b.width,
  )
  const ys = edges(
    viewport.height,
    blocked,
    (b) => b.y,
    (b) => b.height,
  )
  const regions: Box[] = []
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++)
      for (let m = 0; m < ys.length; m++)
        for (let n = m + 1; n < ys.length; n++) {
          const region = { x: xs[i], y: ys[m], width: xs[j] - xs[i], height: ys[n] - ys[m] }
          if (isClear(region, blocked)) regions.push(region)
        }
  return regions
}

const fanDim = (fan: Box) => ({ width: fan.width, height: fan.height, x_off: -fan.x, y_off: -fan.y })

const distanceToMiddle = (camera: Camera, viewport: { width: number; height: number }) =>
  Math.hypot(camera.x - viewport.width / 2, camera.y - viewport.height / 2)

/**
 * The camera that shows the whole fan as large as it can be with no panel over it: the chart's own fit when that is
 * clear, else the fit in the clear region that gives the largest scale (of equal ones, the centre nearest the middle).
 */
export function clearFit(viewport: { width: number; height: number }, fan: Box, panels: Box[]): Camera {
  const whole = calculateTreeFit(viewport, fanDim(fan))
  const blocked = panels.map(inflate)
  if (!panels.length || isClear(boxOnScreen(fan, whole), blocked)) return whole
  let best: Camera | null = null
  for (const region of clearRegions(viewport, panels)) {
    const fit = calculateTreeFit(region, fanDim(fan))
    const camera = { k: fit.k, x: fit.x + region.x, y: fit.y + region.y }
    const better =
      !best ||
      camera.k > best.k + 1e-9 ||
      (camera.k > best.k - 1e-9 && distanceToMiddle(camera, viewport) < distanceToMiddle(best, viewport))
    if (better) best = camera
  }
  return best ?? whole
}

/**
 * The camera at scale `k` that puts the fan's centre in the middle of the viewport, or when a panel would then cover
 * part of it, in the middle of the clear region nearest the middle that holds it whole (the middle when none does).
 */
export function clearMiddle(viewport: { width: number; height: number }, fan: Box, panels: Box[], k: number): Camera {
  const middle = { k, x: viewport.width / 2, y: viewport.height / 2 }
  const blocked = panels.map(inflate)
  if (!panels.length || isClear(boxOnScreen(fan, middle), blocked)) return middle
  let best: Camera | null = null
  for (const region of clearRegions(viewport, panels)) {
    // The fan's box centred in the region, its centre (0, 0) where that puts it.
    const camera = {
      k,
      x: region.x + region.width / 2 - (fan.x + fan.width / 2) * k,
      y: region.y + region.height / 2 - (fan.y + fan.height / 2) * k,
    }
    if (fan.width * k > region.width || fan.height * k > region.height) continue
    if (!best || distanceToMiddle(camera, viewport) < distanceToMiddle(best, viewport)) best = camera
  }
  return best ?? middle
}
