/**
 * The SVG drawn on a canvas. Too big for this browser's canvas: drawn smaller with a warning. A canvas the browser
 * could not really allocate draws nothing without an error, so the result is checked and retried smaller: never blank.
 */
import { planCanvas, type CanvasPlan } from './canvas-size'

const MAX_TRIES = 6

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('family-chart: the browser could not draw the exported SVG as an image'))
    img.src = url
  })
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'))
}

/** Whether any probe point (in the image's own pixels, before scaling) was painted. */
function painted(ctx: CanvasRenderingContext2D, plan: CanvasPlan, probes: [number, number][]): boolean {
  for (const [x, y] of probes) {
    const px = Math.min(plan.width - 1, Math.max(0, Math.floor(x * plan.scale)))
    const py = Math.min(plan.height - 1, Math.max(0, Math.floor(y * plan.scale)))
    if (ctx.getImageData(px, py, 1, 1).data[3] > 0) return true
  }
  return false
}

export interface PngInput {
  svg: string
  width: number
  height: number
  /** Points that are painted in the image (card centres, a corner of an opaque background). */
  probes: [number, number][]
}

export async function svgToPng(
  { svg, width, height, probes }: PngInput,
  scale: number,
  warn: (message: string) => void,
): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }))
  try {
    const img = await loadImage(url)
    const wanted = Number.isFinite(scale) && scale > 0 ? scale : 1
    let plan = planCanvas(width, height, wanted)
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const canvas = document.createElement('canvas')
      canvas.width = plan.width
      canvas.height = plan.height
      const ctx = canvas.getContext('2d')
      if (ctx) {
        ctx.drawImage(img, 0, 0, plan.width, plan.height)
        const blob = painted(ctx, plan, probes) ? await toBlob(canvas) : null
        canvas.width = canvas.height = 0
        if (blob) {
          if (plan.scale < wanted) {
            warn(
              `the tree is ${width} × ${height} px; at scale ${wanted} that is more than this browser's canvas can hold, so the PNG was made at scale ${plan.scale.toFixed(3)} (${plan.width} × ${plan.height} px). Export SVG or PDF for full detail at any size.`,
            )
          }
          return blob
        }
      }
      // The browser gave an unusable canvas: halve the area and try again.
      plan = planCanvas(width, height, plan.scale / Math.SQRT2)
    }
    throw new Error(
      `family-chart: this browser could not draw a ${width} × ${height} px tree on a canvas, even scaled down; export SVG or PDF instead`,
    )
  } finally {
    URL.revokeObjectURL(url)
  }
}
