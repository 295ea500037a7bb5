/** <FamilyChart> for Vue 3: a container div with a chart kept in step with its props. */
import { defineComponent, h, onBeforeUnmount, onMounted, ref, shallowRef, watch } from 'vue'
import type { Chart, Data, EditEvent } from 'family-chart'
import { createChartBinding, type ChartBinding } from '../shared/chart-binding'
import { familyChartProps, settingsOf } from './props'

/**
 * A family chart as a Vue 3 component. The settings are props (`data`, `main-id`, `card-display` ...); a prop change
 * updates the same chart (new data keeps the view, a new `main-id` moves to that person). It emits `main-change` (id)
 * when the user makes someone main (not for `main-id` changes), `change` (event, data) for edits when `editable`, and
 * `ready` (chart); `setup(chart)` configures the rest before the first drawing, and a template ref's `chart` is the
 * chart. Unmounting removes every element and listener. During a server render it is only its container.
 * @example
 * ```vue
 * <FamilyChart :data="people" v-model:main-id="mainId" style="height: 600px" />
 * ```
 * @since next
 */
export const FamilyChart = defineComponent({
  name: 'FamilyChart',
  props: familyChartProps,
  emits: {
    mainChange: (id: string) => typeof id === 'string',
    'update:mainId': (id: string) => typeof id === 'string',
    change: (event: EditEvent, data: Data) => !!event && Array.isArray(data),
    ready: (chart: Chart) => !!chart,
  },
  setup(props, { emit, expose }) {
    const container = ref<HTMLElement | null>(null)
    const chart = shallowRef<Chart | null>(null)
    let binding: ChartBinding | null = null

    onMounted(() => {
      binding = createChartBinding({
        container: container.value!,
        settings: settingsOf(props),
        callbacks: () => ({
          setup: props.setup,
          onReady: (made) => emit('ready', made),
          onMainChange: (id) => {
            emit('mainChange', id)
            emit('update:mainId', id)
          },
          onChange: (event, data) => emit('change', event, data),
        }),
        name: 'family-chart/vue',
        onChart: (made) => {
          chart.value = made
        },
      })
    })
    watch(
      () => settingsOf(props),
      (settings) => binding?.update(settings),
    )
    onBeforeUnmount(() => {
      binding?.destroy()
      binding = null
    })

    expose({ chart })
    return () => h('div', { ref: container, class: 'f3' })
  },
})
