// Legacy example 10: a Vue 3 component wrapping the chart, with the main person kept in sync both ways. The code gets
// Vue as a global beside f3 and d3 (the page loads it only for code that uses it) and mounts its app into #FamilyChart.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const { createApp, h, ref, watch, onMounted, onBeforeUnmount } = Vue
  const nameOf = (d) => [d.data["first name"], d.data["last name"]].filter(Boolean).join(" ")

  // The component owns the main person (mainId); the chart follows it and reports clicks back.
  const FamilyTree = {
    setup() {
      const mainId = ref(data[0].id)
      const chartEl = ref(null)
      let f3Chart = null

      onMounted(() => {
        f3Chart = f3.createChart(chartEl.value, data).setTransitionTime(1000)
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

      return () => h("div", { class: "vue-family-tree" }, [
        h("div", { class: "vue-bar" }, [
          h("label", [
            "Main person ",
            h("select", { value: mainId.value, onChange: (e) => { mainId.value = e.target.value } },
              data.map((d) => h("option", { value: d.id }, nameOf(d)))),
          ]),
          h("span", ["In the component: ", h("strong", nameOf(data.find((d) => d.id === mainId.value)))]),
        ]),
        h("div", { ref: chartEl, class: "f3 vue-chart" }),
      ])
    },
  }

  createApp(FamilyTree).mount("#FamilyChart")
}`,
  css: `.vue-family-tree {
  display: flex;
  flex-direction: column;
  height: 100%;
}
.vue-bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.6rem 1rem;
  border-bottom: 1px solid rgba(255, 255, 255, 0.25);
}
.vue-bar select {
  margin-left: 0.4rem;
  padding: 0.25rem 0.4rem;
  border-radius: 6px;
  font: inherit;
}
.vue-chart {
  position: relative;
  flex: 1;
  min-height: 0;
}`,
}

export default example
