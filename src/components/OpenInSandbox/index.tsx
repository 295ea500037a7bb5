/** "Open in StackBlitz" and "Open in CodeSandbox" buttons: send the shown code, as a runnable project, to either editor. */
import React from 'react'
import {
  codesandboxForm,
  sandboxProject,
  stackblitzForm,
  submitForm,
  type PostForm,
  type SandboxProject,
  type SandboxSource,
  type SandboxTarget,
} from '@site/src/sandbox'
import { FRAMEWORK_LABELS } from '@site/src/preferences/framework'
import styles from './styles.module.css'

interface Props {
  /** Which code becomes the project: the Full HTML page or one framework's component. */
  target: SandboxTarget
  /** The chart code and data at the moment of the click; null while the data is still loading. */
  source: SandboxSource | null
}

export function targetLabel(target: SandboxTarget): string {
  return target === 'html' ? 'Full HTML' : FRAMEWORK_LABELS[target]
}

const EDITORS: { name: string; form: (project: SandboxProject) => PostForm }[] = [
  { name: 'StackBlitz', form: stackblitzForm },
  { name: 'CodeSandbox', form: codesandboxForm },
]

export default function OpenInSandbox({ target, source }: Props): React.JSX.Element {
  const label = targetLabel(target)
  return (
    <div
      className={styles.bar}
      role="group"
      aria-label={`Open the ${label} code in an online editor`}
      data-testid="open-in-sandbox"
      data-target={target}
    >
      <span className={styles.caption}>Run the {label} code online:</span>
      {EDITORS.map((editor) => (
        <button
          key={editor.name}
          type="button"
          className={styles.button}
          disabled={!source}
          onClick={() => source && submitForm(editor.form(sandboxProject(target, source)))}
        >
          Open in {editor.name}
          <span className={styles.external} aria-hidden="true">
            ↗
          </span>
        </button>
      ))}
    </div>
  )
}
