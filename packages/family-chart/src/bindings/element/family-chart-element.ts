/** The class of <family-chart>: a custom element whose light DOM holds the chart, with properties, attributes and events. */
import type { Chart } from 'family-chart'
import { createChartBinding, type ChartBinding } from '../shared/chart-binding'
import { createMessages } from '../shared/messages'
import { SETTING_KEYS, type ChartCallbacks, type ChartSettings, type ChartSetup } from '../shared/settings'
import { ATTRIBUTES, attributeValue } from './attributes'

/**
 * The <family-chart> element. Every setting is a property (`data`, `mainId`, `cardDisplay` ... and `setup`); the
 * simple ones are attributes too (`main-id`, `chart-type`, `card-style`, `orientation`, `card-x-spacing`,
 * `card-y-spacing`, `transition-time`, `ancestry-depth`, `progeny-depth`, `mini-tree`, `show-siblings-of-main`,
 * `editable`). It dispatches `mainchange` (`detail.id`) when the user makes someone main, `datachange`
 * (`detail.event`, `detail.data`) after an edit and `ready` (`detail.chart`). `mainId` reads the current main person.
 * Leaving the page destroys the chart with every element and listener it added; coming back draws it again.
 * @since next
 */
export interface FamilyChartElement extends HTMLElement, ChartSettings {
  /** Configures the chart once, after the settings and before the first drawing, with the library's namespace. */
  setup: ChartSetup | undefined
  /** The chart, or null while the library loads, before `data` is set and while the element is out of the page. */
  readonly chart: Chart | null
}

const PROPERTIES = [...SETTING_KEYS, 'setup'] as const

interface SettingsHolder {
  read(key: string): unknown
  write(key: string, value: unknown): void
}

/** A property per setting on the element's prototype, reading and writing its settings. */
function accessorsFor(prototype: SettingsHolder): void {
  for (const key of PROPERTIES) {
    Object.defineProperty(prototype, key, {
      get(this: SettingsHolder) {
        return this.read(key)
      },
      set(this: SettingsHolder, value: unknown) {
        this.write(key, value)
      },
      configurable: true,
      enumerable: true,
    })
  }
}

/** A new class of the element (a class can be defined under one tag name only). */
export function familyChartElementClass(): { new (): FamilyChartElement; observedAttributes: string[] } {
  class FamilyChartElementImpl extends HTMLElement {
    static observedAttributes = Object.keys(ATTRIBUTES)
    private state: ChartSettings & { setup?: ChartSetup } = {}
    private binding: ChartBinding | null = null
    private messages = createMessages('family-chart/element')

    connectedCallback(): void {
      this.takeEarlyProperties()
      if (this.binding) return
      this.binding = createChartBinding({
        container: this,
        settings: this.state,
        callbacks: () => this.callbacks(),
        name: 'family-chart/element',
      })
    }

    disconnectedCallback(): void {
      this.binding?.destroy()
      this.binding = null
    }

    attributeChangedCallback(name: string, _previous: string | null, value: string | null): void {
      const [key, kind] = ATTRIBUTES[name]
      const parsed = attributeValue(kind, value, this.messages.warn, name)
      if (parsed) this.write(key, parsed.value)
    }

    get chart(): Chart | null {
      return this.binding?.chart ?? null
    }

    /** @internal */
    read(key: string): unknown {
      return (this.state as Record<string, unknown>)[key]
    }

    /** @internal */
    write(key: string, value: unknown): void {
      this.state = { ...this.state, [key]: value }
      this.binding?.update(this.state)
    }

    private callbacks(): ChartCallbacks {
      const dispatch = (type: string, detail: object) => this.dispatchEvent(new CustomEvent(type, { detail }))
      return {
        setup: this.state.setup,
        onReady: (chart) => dispatch('ready', { chart }),
        onMainChange: (id) => {
          // Like an input's value, the property follows the user; the attribute stays what the page wrote.
          this.state = { ...this.state, mainId: id }
          dispatch('mainchange', { id })
        },
        onChange: (event, data) => dispatch('datachange', { event, data }),
      }
    }

    /** Properties a framework set before the element was defined sit on the instance, hiding the accessors. */
    private takeEarlyProperties(): void {
      for (const key of PROPERTIES) {
        if (!Object.prototype.hasOwnProperty.call(this, key)) continue
        const value = (this as Record<string, unknown>)[key]
        delete (this as Record<string, unknown>)[key]
        this.write(key, value)
      }
    }
  }
  accessorsFor(FamilyChartElementImpl.prototype)
  return FamilyChartElementImpl as unknown as { new (): FamilyChartElement; observedAttributes: string[] }
}
