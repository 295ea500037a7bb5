/** Read-only highlighted code following the site's colour mode; falls back to raw text if highlighting fails. */
import React from 'react'
import { Highlight } from 'prism-react-renderer'
import { usePrismTheme } from '@docusaurus/theme-common'
import styles from './styles.module.css'

interface Props {
  code: string
  language: string
  label?: string
}

class RawFallback extends React.Component<{ code: string; children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? (
      <pre className={styles.pre}>
        <code>{this.props.code}</code>
      </pre>
    ) : (
      this.props.children
    )
  }
}

/** Above this many characters code is shown plain: highlighting a few thousand people's data would freeze the page. */
export const HIGHLIGHT_MAX_CHARS = 60000

export default function HighlightedCode({ code, language, label }: Props): React.JSX.Element {
  const theme = usePrismTheme()
  if (code.length > HIGHLIGHT_MAX_CHARS) {
    return (
      <pre className={styles.pre} aria-label={label} tabIndex={0}>
        <code>{code}</code>
      </pre>
    )
  }
  return (
    <RawFallback code={code}>
      <Highlight code={code} language={language} theme={theme}>
        {({ className, style, tokens, getLineProps, getTokenProps }) => (
          <pre className={`${className} ${styles.pre}`} style={style} aria-label={label} tabIndex={0}>
            <code>
              {tokens.map((line, i) => (
                <div key={i} {...getLineProps({ line })}>
                  {line.map((token, key) => (
                    <span key={key} {...getTokenProps({ token })} />
                  ))}
                </div>
              ))}
            </code>
          </pre>
        )}
      </Highlight>
    </RawFallback>
  )
}
