/**
 * Tells the page when the user made another person main (a card click, the keyboard, the person search), through the
 * chart's afterUpdate hook, and stays quiet for a main person the binding set itself from its `mainId` prop.
 */
import type { Chart, UpdateTreeProps } from 'family-chart'
import type { Messages } from './messages'

export interface MainWatch {
  /** The binding is about to make `id` main itself: no event for it. */
  expect(id: string): void
  /**
   * Takes the hook back when code holding the chart set an afterUpdate of its own since: theirs runs first, then the
   * check, so `setAfterUpdate` through the chart's ref keeps working beside `onMainChange`.
   */
  update(): void
  destroy(): void
}

type AfterUpdate = (props?: UpdateTreeProps) => void

export function createMainWatch(chart: Chart, onMain: (id: string) => void, messages: Messages): MainWatch {
  let known = chart.store.getMainId()
  let theirs: AfterUpdate | null = null
  const hook: AfterUpdate = (props) => {
    if (theirs) {
      try {
        theirs.call(chart, props)
      } catch (error) {
        messages.callbackFailed('the function given to setAfterUpdate', error)
      }
    }
    const id = chart.store.getMainId()
    if (!id || id === known) return
    known = id
    onMain(id)
  }
  const adopt = () => {
    if (chart.afterUpdate === hook) return
    theirs = chart.afterUpdate
    chart.setAfterUpdate(hook)
  }
  adopt()
  return {
    expect(id) {
      known = id
    },
    update: adopt,
    destroy() {
      if (chart.afterUpdate === hook) chart.afterUpdate = theirs
    },
  }
}
