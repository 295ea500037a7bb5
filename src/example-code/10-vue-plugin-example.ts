// Legacy example 10: a Vue 3 component wrapping the chart, with the main person tracked both ways.
// The code runs with Vue, f3 and data in scope and must return the Vue app's root component.

export const vueExampleDataUrl = '/data/data.json'

export const vueExampleCode = `function createFamilyTreeComponent(Vue, f3, data) {
  const { defineComponent, h, ref, watch, onMounted, onBeforeUnmount } = Vue
  const label = (d) => [d.data['first name'], d.data['last name']].filter(Boolean).join(' ')

  return defineComponent({
    name: 'FamilyTree',
    setup() {
      const mainId = ref(data[0].id)
      const cont = ref(null)
      let f3Chart = null

      onMounted(() => {
        f3Chart = f3.createChart(cont.value, data).setTransitionTime(1000)
        f3Chart.setCardHtml().setCardDisplay([["first name", "last name"], ["birthday"]])
        // Chart to component: every redraw reports the main person.
        f3Chart.setAfterUpdate(() => { mainId.value = f3Chart.getMainDatum().id })
        f3Chart.updateMainId(mainId.value)
        f3Chart.updateTree({ initial: true })
      })
      // Component to chart: choosing someone in the select moves the chart.
      watch(mainId, (id) => {
        if (f3Chart && f3Chart.getMainDatum().id !== id) {
          f3Chart.updateMainId(id)
          f3Chart.updateTree({})
        }
      })
      onBeforeUnmount(() => f3Chart && f3Chart.destroy())

      return () => h('div', { class: 'vue-family-tree' }, [
        h('label', { class: 'vue-main-select' }, [
          'Main person: ',
          h('select', {
            value: mainId.value,
            onChange: (e) => { mainId.value = e.target.value },
          }, data.map((d) => h('option', { value: d.id }, label(d)))),
        ]),
        h('p', { class: 'vue-main-name' }, ['In the component: ', h('strong', label(data.find((d) => d.id === mainId.value)))]),
        h('div', { ref: cont, class: 'f3', style: 'width: 100%; height: 600px; background-color: rgb(33, 33, 33); color: #fff;' }),
      ])
    },
  })
}`
