/**
 * @jest-environment jsdom
 */
// <FamilyChart> in Vue 3: props change the same chart, events for clicks and edits, the exposed chart, nothing left
// after unmount.
import { createApp, h, nextTick, reactive, ref, type App } from 'vue'
import type { Chart } from 'family-chart'
import type { EditEvent } from 'family-chart'
import { FamilyChart } from '../../../src/bindings/vue'
import { cardByName, chartElements, loadLibraryFirst, mainName, settle, smallFamily, trackListeners } from '../support'

loadLibraryFirst()

let app: App | null = null
afterEach(() => {
  app?.unmount()
  app = null
})

/** Mounts <FamilyChart> with reactive props and waits for the chart. */
async function mount(initial: Record<string, unknown>) {
  document.body.innerHTML = '<div id="app"></div>'
  const props: Record<string, any> = reactive({
    data: smallFamily(),
    cardDisplay: [['first name', 'last name']],
    transitionTime: 0,
    style: 'width: 900px; height: 600px',
    ...initial,
  })
  const tree = ref<{ chart: Chart | null } | null>(null)
  app = createApp({ render: () => h(FamilyChart, { ...props, ref: tree }) })
  app.mount('#app')
  await settle()
  await nextTick()
  return { props, tree }
}

describe('the Vue <FamilyChart>', () => {
  it('renders its container with the class f3 and exposes the chart drawn in it', async () => {
    const { tree } = await mount({ class: 'tree' })
    const container = document.querySelector('#app > div')!
    expect(container.className).toBe('f3 tree')
    expect(tree.value!.chart!.cont).toBe(container)
    expect(mainName()).toBe('Sam Reed')
  })

  it('follows a new main-id and new data with the same chart, emitting nothing for them', async () => {
    const onMainChange = jest.fn()
    const { props, tree } = await mount({ onMainChange })
    const chart = tree.value!.chart
    props.mainId = 'mom'
    await nextTick()
    expect(tree.value!.chart).toBe(chart)
    expect(mainName()).toBe('Eve Reed')
    props.data = smallFamily().map((d) => (d.id === 'mom' ? { ...d, data: { ...d.data, 'first name': 'Eva' } } : d))
    await nextTick()
    expect(tree.value!.chart).toBe(chart)
    expect(mainName()).toBe('Eva Reed')
    expect(onMainChange).not.toHaveBeenCalled()
  })

  it('emits main-change and update:mainId for a click, so v-model:main-id follows the user', async () => {
    const onMainChange = jest.fn()
    const { props } = await mount({ mainId: 'me', onMainChange })
    ;(props as any)['onUpdate:mainId'] = (id: string) => {
      props.mainId = id
    }
    await nextTick()
    cardByName('Tom Reed').click()
    await nextTick()
    expect(onMainChange.mock.calls).toEqual([['dad']])
    expect(props.mainId).toBe('dad')
    expect(mainName()).toBe('Tom Reed')
  })

  it('emits change with the typed event and the saved data for an edit', async () => {
    const changes: [EditEvent, unknown][] = []
    await mount({ editable: true, onChange: (event: EditEvent, data: unknown) => changes.push([event, data]) })
    cardByName('Ana Reed').click()
    document.querySelector<HTMLButtonElement>('.f3-form .f3-edit-toggle')?.click()
    document.querySelector<HTMLInputElement>('.f3-form [name="first name"]')!.value = 'Anna'
    document.querySelector('.f3-form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(changes).toHaveLength(1)
    expect(changes[0][0]).toMatchObject({ type: 'update', person: 'wife' })
    expect((changes[0][1] as any[]).find((d) => d.id === 'wife').data['first name']).toBe('Anna')
  })

  it('leaves no chart element and no listener on the window, the document or the container when unmounted', async () => {
    const listeners = trackListeners()
    try {
      await mount({ editable: true })
      const container = document.querySelector('#app > div')!
      cardByName('Tom Reed').click()
      expect(listeners.live([window, document, container]).length).toBeGreaterThan(0)
      app!.unmount()
      app = null
      expect(chartElements(document)).toBe(0)
      expect(listeners.live([window, document, container])).toEqual([])
    } finally {
      listeners.restore()
    }
  })
})
