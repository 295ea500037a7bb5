/** Where the camera goes when the drawing area changes size (the person form opened or closed beside it). */
import { zoomIdentity, type ZoomTransform } from 'd3'
import type { Tree } from '../../layout/types'
import type { UpdateTreeProps } from '../../store/types'
import { fitTransform, getCurrentZoom, middleTransform, moveCamera, stopCamera } from './zoom'

export interface Size {
  width: number
  height: number
}

/**
 * Until the user moves the view, it keeps doing what the last update asked for: a fitted tree is fitted again to
 * the new size, a centred main person is centred again. After the user panned or zoomed, the middle of the view
 * stays in the middle.
 */
export function keepViewAfterResize(
  svg: Element,
  tree: Tree | undefined,
  position: UpdateTreeProps['tree_position'],
  userMoved: boolean,
  before: Size,
  after: Size,
): void {
  stopCamera(svg)
  const main = tree?.data.find((d) => d.main)
  let t: ZoomTransform
  if (tree && !userMoved && (position ?? 'fit') === 'fit') t = fitTransform(svg, tree.dim, main)
  else if (tree && !userMoved && position === 'main_to_middle' && main) t = middleTransform(svg, main)
  else {
    const now = getCurrentZoom(svg)
    t = zoomIdentity
      .translate(now.x + (after.width - before.width) / 2, now.y + (after.height - before.height) / 2)
      .scale(now.k)
  }
  moveCamera(svg, t, 0)
}
