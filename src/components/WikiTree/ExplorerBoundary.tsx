/**
 * Keeps a crash inside the explorer from blanking the page or showing a raw stack: whatever throws while drawing,
 * the fallback says so in words and can try again. Answers are checked before use, so this is the last line only.
 */
import React from 'react'

interface Props {
  children: React.ReactNode
  /** What to show instead, given the error and a way to draw the explorer again. */
  fallback: (error: unknown, tryAgain: () => void) => React.ReactNode
  /** Told about every caught error (the page logs it for whoever debugs). */
  onError?: (error: unknown) => void
}

interface State {
  failed: boolean
  error: unknown
}

export default class ExplorerBoundary extends React.Component<Props, State> {
  state: State = { failed: false, error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error }
  }

  componentDidCatch(error: unknown): void {
    this.props.onError?.(error)
  }

  private tryAgain = () => this.setState({ failed: false, error: null })

  render(): React.ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.tryAgain) : this.props.children
  }
}
