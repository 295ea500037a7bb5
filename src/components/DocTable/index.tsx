/**
 * The docs' Markdown tables. The theme draws each as a box that scrolls sideways when the table is wider than the
 * page (phones); such a box is then focusable, so a keyboard can reach it and scroll it with the arrow keys.
 */
import React, { useRef, type ComponentProps } from 'react'
import { useScrollFocus } from './useScrollFocus'

export default function DocTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null)
  const scrolls = useScrollFocus(ref)
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : undefined} />
}
