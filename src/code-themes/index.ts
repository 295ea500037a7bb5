/**
 * The site's syntax-highlighting themes: prism-react-renderer's GitHub (light) and Dracula (dark) with every token
 * colour that falls short of 4.5:1 on the theme's background darkened or lightened just enough to reach it.
 */
import { themes, type PrismTheme } from 'prism-react-renderer'
import { readableOn } from './contrast'

/** Contrast the code text keeps against its block (WCAG 1.4.3 AA for normal text), with a little margin. */
export const CODE_CONTRAST = 4.6

export function withReadableTokens(theme: PrismTheme, ratio = CODE_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor
  if (!background) throw new Error('The theme has no background colour to measure against')
  const fix = (color: string | undefined) => (color ? readableOn(color, background, ratio) : color)
  return {
    plain: { ...theme.plain, color: fix(theme.plain.color) },
    styles: theme.styles.map((s) => ({ ...s, style: { ...s.style, color: fix(s.style.color), opacity: undefined } })),
  }
}

export const lightCodeTheme = withReadableTokens(themes.github)
export const darkCodeTheme = withReadableTokens(themes.dracula)
