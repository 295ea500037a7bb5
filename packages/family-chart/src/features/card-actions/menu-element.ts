/**
 * The actions menu's element: in the chart's container from the start, empty and hidden, as a page may look for it;
 * what fills and drives it (card-menu.ts) loads the first time a menu opens.
 */
export function createMenuElement(cont: HTMLElement): HTMLElement {
  const menu = document.createElement('div')
  menu.className = 'f3-card-menu'
  menu.setAttribute('role', 'menu')
  menu.hidden = true
  cont.append(menu)
  return menu
}
