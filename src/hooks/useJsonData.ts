/** Fetches a JSON file from the site, with loading and error states (`format: 'text'`: any text file, not parsed). */
import { useEffect, useState } from 'react'

export type JsonState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T; text: string }

export function useJsonData<T = unknown>(url: string, format: 'json' | 'text' = 'json'): JsonState<T> {
  const [state, setState] = useState<JsonState<T>>({ status: 'loading' })
  useEffect(() => {
    let alive = true
    setState({ status: 'loading' })
    fetch(url)
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`)
        const text = await res.text()
        return { text, data: (format === 'text' ? text : JSON.parse(text)) as T }
      })
      .then(({ text, data }) => alive && setState({ status: 'ready', data, text }))
      .catch((err: Error) => alive && setState({ status: 'error', message: `Could not load ${url}: ${err.message}` }))
    return () => {
      alive = false
    }
  }, [url, format])
  return state
}
