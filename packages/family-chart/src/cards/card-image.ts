/** The picture part of an HTML card: the person's image, the page's own icon, or the default person icon. */
import type { Datum } from '../data/types'
import type { TreeDatum } from '../layout/types'
import type { CardDim, CardStyle } from './card-dims'
import { safeImageUrl } from '../data/image-url'
import { callUser } from '../user-code'
import { iconNodes } from './icon-nodes'
import { personSvgIcon } from './icons'

/** The card settings the picture reads. */
interface ImageSettings {
  cardImageField: string
  defaultPersonIcon: undefined | ((d: TreeDatum) => string)
}

/** The class 0.8 / 0.9 give a card's inner box for its style (imageCircleRect: a circle with an image, else a rect). */
export function publishedInnerClass(style: CardStyle, hasImage: boolean): string {
  if (style === 'imageCircle' || (style === 'imageCircleRect' && hasImage)) return 'card-image-circle'
  if (style === 'rect' || style === 'imageCircleRect') return 'card-rect'
  return 'card-image-rect'
}

function imageUrl(d: Datum, field: string): string {
  return safeImageUrl(d.data?.[field])
}

/** The picture box of a card: its image, or an icon where there is none (or the card is empty or private). */
export function cardImage(card: ImageSettings, d: TreeDatum, dim: CardDim, empty: boolean): HTMLElement {
  const box = document.createElement('div')
  box.className = 'card-image f3-card-image'
  box.style.width = `${dim.img_w}px`
  box.style.height = `${dim.img_h}px`
  if (dim.img_x || dim.img_y) box.style.transform = `translate(${dim.img_x}px, ${dim.img_y}px)`
  const src = empty || d.is_private ? '' : imageUrl(d.data, card.cardImageField)
  if (src) {
    const img = document.createElement('img')
    img.src = src
    img.alt = ''
    img.loading = 'lazy'
    box.append(img)
  } else {
    box.classList.add('person-icon', 'f3-person-icon')
    const own =
      card.defaultPersonIcon && !d.is_private && !empty
        ? callUser('setDefaultPersonIcon', card.defaultPersonIcon, card, [d])
        : undefined
    if (own !== undefined) box.innerHTML = String(own)
    else box.append(iconNodes(personSvgIcon()))
  }
  return box
}
