/**
 * @jest-environment jsdom
 */
import { createLiveRegion } from '../../src/view/a11y/live-region'

it('is a polite status region whose text changes even when the same sentence comes twice', () => {
  document.body.innerHTML = '<div id="c"></div>'
  const region = createLiveRegion(document.getElementById('c')!)
  const el = document.querySelector('#c [aria-live="polite"]')!
  expect(el.getAttribute('role')).toBe('status')
  region.announce('Ann is now the main person')
  expect(el.textContent).toBe('Ann is now the main person')
  region.announce('Ann is now the main person')
  expect(el.textContent).not.toBe('Ann is now the main person')
  expect(el.textContent!.trim()).toBe('Ann is now the main person')
  region.destroy()
  expect(document.querySelector('#c [aria-live]')).toBeNull()
})
