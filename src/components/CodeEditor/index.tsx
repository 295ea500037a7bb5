/** Editable, highlighted code (react-live's Editor) that keeps focus from the first keystroke. */
import React, { useEffect, useState } from 'react'
import { Editor } from 'react-live'
import { usePrismTheme } from '@docusaurus/theme-common'

interface Props {
  code: string
  language: string
  onChange: (code: string) => void
  className?: string
  label: string
}

export default function CodeEditor({ code, language, onChange, className, label }: Props): React.JSX.Element {
  const theme = usePrismTheme()
  // use-editable keys its setup on the element ref as read during render, which is null on the first render; the
  // second render then tears the setup down and rebuilds it, dropping focus. Rendering twice at mount settles it
  // before the user types.
  const [, setSettled] = useState(false)
  useEffect(() => setSettled(true), [])
  return (
    <div aria-label={label} role="group">
      <Editor code={code} language={language} theme={theme} onChange={onChange} className={className} />
    </div>
  )
}
