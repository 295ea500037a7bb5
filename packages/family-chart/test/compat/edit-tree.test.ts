/**
 * @jest-environment jsdom
 */
// The members of the published edit tree and chart do in ours what they did there: the history steps the chart's data
// back and forward, the add- and remove-relative instances drive those modes, setFormCont takes 0.9.0's container
// object, exportData gives the data back in the shape it came in, and chart.createStore / setOnUpdate / getCard work.
import { smallFamily } from '../fixtures/small-family'
import { container, f3, published } from './published'

const v090 = published('family-chart-published')

function setup(data: any[] = smallFamily()) {
  const chart = f3.createChart(container(), data).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  const editTree = chart.editTree().setCardClickOpen(card)
  chart.updateTree({ initial: true })
  return { chart, card, editTree }
}
const firstName = (chart: any, id: string) => chart.store.getDatum(id).data['first name']
const cardNames = () => [...document.querySelectorAll('#c div.card_cont .f3-card')].map((c) => c.textContent)

describe('editTree.history', () => {
  it('back() and forward() put the earlier and later data in the chart, and canBack / canForward follow', () => {
    const { chart, editTree } = setup()
    chart.store.getDatum('me').data['first name'] = 'Samuel'
    editTree.history.changed()
    expect([editTree.history.canBack(), editTree.history.canForward()]).toEqual([true, false])
    editTree.history.back()
    expect(firstName(chart, 'me')).toBe('Sam')
    expect(cardNames()).toContain('Sam Reed')
    expect([editTree.history.canBack(), editTree.history.canForward()]).toEqual([false, true])
    editTree.history.forward()
    expect(firstName(chart, 'me')).toBe('Samuel')
    expect(editTree.history.controls.back_btn.disabled).toBe(false)
    expect(editTree.history.controls.forward_btn.disabled).toBe(true)
  })

  it('updateHistory() records a step (and calls onChange), as in 0.8.0', () => {
    const { chart, editTree } = setup()
    let changes = 0
    editTree.setOnChange(() => changes++)
    chart.store.getDatum('me').data['first name'] = 'Samuel'
    editTree.updateHistory()
    editTree.history.back()
    expect(firstName(chart, 'me')).toBe('Sam')
    expect(changes).toBe(2)
  })

  it('createHistory() gives the same undo stack, not a second one', () => {
    const { chart, editTree } = setup()
    const again = editTree.createHistory()
    chart.store.getDatum('me').data['first name'] = 'Samuel'
    again.changed()
    expect(editTree.history.canBack()).toBe(true)
    expect(document.querySelectorAll('#c .f3-history-controls').length).toBe(1)
  })
})

describe('editTree.addRelativeInstance and removeRelativeInstance', () => {
  it('activate() turns add-relative mode on for a person, is_active and datum say so, onCancel() leaves it', () => {
    const { chart, editTree } = setup()
    const add = editTree.addRelativeInstance
    expect([add.is_active, add.datum, add.onCancel]).toEqual([false, null, null])
    add.activate(chart.store.getDatum('kid'))
    expect(add.is_active).toBe(true)
    expect(editTree.isAddingRelative()).toBe(true)
    expect(add.datum.id).toBe('kid')
    const placeholders = chart.store.getData().filter((d: any) => f3.handlers.isPlaceholder(d))
    expect(placeholders.map((d: any) => d._new_rel_data.rel_type).sort()).toEqual(['daughter', 'son', 'spouse'])
    add.onCancel()
    expect([add.is_active, chart.store.getData().length]).toEqual([false, 8])
    expect(add.addRelLabelsDefault().father).toBe('Add Father')
    expect(add.setAddRelLabels({ father: 'New father' })).toBe(add)
    expect(editTree.addRelLabels.father).toBe('New father')
  })

  it('removeRelativeInstance: activate() turns remove-relation mode on, onChange(card) removes that relation and calls onAccept', async () => {
    const { chart, editTree } = setup()
    const remove = editTree.removeRelativeInstance
    remove.activate(chart.store.getDatum('kid'))
    expect([remove.is_active, remove.datum.id, editTree.isRemovingRelative()]).toEqual([true, 'kid', true])
    let accepted = false
    remove.onChange(chart.store.getTreeDatum('me'), () => {
      accepted = true
    })
    await Promise.resolve()
    expect(accepted).toBe(true)
    expect(chart.store.getDatum('kid').rels.father).toBeUndefined()
    expect(chart.store.getDatum('me').rels.children).not.toContain('kid')
    expect(remove.is_active).toBe(false)
  })
})

describe('editTree.setFormCont and formCont', () => {
  it("takes 0.9.0's { el, populate, open, close }: the form is handed to populate, open and close follow the form", () => {
    const { chart, editTree } = setup()
    const panel = document.createElement('aside')
    document.body.append(panel)
    const calls: string[] = []
    editTree.setFormCont({
      el: panel,
      populate(form: HTMLElement) {
        calls.push('populate')
        panel.replaceChildren(form)
      },
      open() {
        calls.push('open')
      },
      close() {
        calls.push('close')
        panel.replaceChildren()
      },
    })
    editTree.open(chart.store.getDatum('me'))
    expect(calls).toEqual(['populate', 'open'])
    expect(panel.querySelector('form')).not.toBeNull()
    expect(panel.textContent).toContain('Sam')
    expect(panel.querySelector('.f3-form-cont')!.classList.contains('f3-form-hosted')).toBe(true)
    expect(editTree.formCont.el).toBe(panel)
    editTree.closeForm()
    expect(calls).toEqual(['populate', 'open', 'close'])
    expect(panel.querySelector('form')).toBeNull()
  })

  it('formCont and getFormContDefault() drive the default container', () => {
    const { chart, editTree } = setup()
    const formCont = editTree.formCont
    expect(formCont.el).toBe(document.querySelector('#c .f3-form-cont'))
    editTree.open(chart.store.getDatum('me'))
    formCont.close()
    expect((formCont.el as HTMLElement).hidden).toBe(true)
    const mine = document.createElement('div')
    mine.textContent = 'mine'
    editTree.getFormContDefault().populate(mine)
    expect(formCont.el!.textContent).toBe('mine')
  })

  it('setFormCont still takes an element', () => {
    const { chart, editTree } = setup()
    const box = document.createElement('div')
    document.body.append(box)
    editTree.setFormCont(box)
    editTree.open(chart.store.getDatum('me'))
    expect(box.querySelector('form')).not.toBeNull()
  })
})

describe('editTree.modal', () => {
  it('shows content and asks yes / no questions: Accept runs onAccept, Cancel runs onCancel', () => {
    const { editTree } = setup()
    const answers: string[] = []
    const button = (cls: string) =>
      (editTree.modal.modal_cont as HTMLElement).querySelector(`.${cls}`) as HTMLButtonElement
    editTree.modal.activate('<p>Sure?</p>', {
      boolean: true,
      onAccept: () => answers.push('yes'),
      onCancel: () => answers.push('no'),
    })
    expect(editTree.modal.active).toBe(true)
    expect(editTree.modal.modal_cont.textContent).toContain('Sure?')
    button('f3-modal-accept').click()
    expect([answers, editTree.modal.active]).toEqual([['yes'], false])
    editTree.modal.activate('<p>Again?</p>', {
      boolean: true,
      onAccept: () => answers.push('yes'),
      onCancel: () => answers.push('no'),
    })
    button('f3-modal-cancel').click()
    expect(answers).toEqual(['yes', 'no'])
    expect(editTree.modal.modal_cont.hidden).toBe(true)
  })
})

describe('exportData and legacy_format', () => {
  it('exportData() gives 0.9 data back in the 0.9 shape, as 0.9.0 does, and legacy_format chooses the shape', () => {
    const { editTree, chart } = setup(v090.formatData(smallFamily()))
    const theirs = v090.createChart(container('theirs'), v090.formatData(smallFamily())).editTree().exportData()
    expect(chart.store.state.legacy_format).toBe(false)
    const ours = editTree.exportData()
    expect(ours).toEqual(theirs)
    chart.store.state.legacy_format = true
    expect(editTree.exportData().find((d: any) => d.id === 'me').rels).toEqual({
      father: 'dad',
      mother: 'mom',
      spouses: ['wife'],
      children: ['kid'],
    })
  })

  it('exportData() gives 0.8 data back in the 0.8 shape without empty lists, as 0.9.0 does; createStore takes legacy_format', () => {
    const withEmptyLists = () => {
      const data = smallFamily()
      data[2].rels = { ...data[2].rels, spouses: [], children: [] }
      return data
    }
    const theirs = v090.createChart(container('theirs'), withEmptyLists()).editTree().exportData()
    const { editTree, chart } = setup(withEmptyLists())
    expect(chart.store.state.legacy_format).toBe(true)
    expect(editTree.exportData()).toEqual(smallFamily())
    expect(editTree.exportData()).toEqual(theirs)
    expect(f3.createStore({ data: smallFamily(), legacy_format: false }).state.data_shape).toBe('0.9')
  })
})

describe('editTree._getStoreDataCopy (0.9.0)', () => {
  /** An edit tree of 0.9.0 on the same data, in add-relative mode when ours is. */
  function theirsOn(data: any[], adding: boolean) {
    const chart = v090.createChart(container('theirs'), data).setTransitionTime(0)
    const editTree = chart.editTree().setCardClickOpen(chart.setCardHtml())
    chart.updateTree({ initial: true })
    if (adding) editTree.addRelative(chart.store.getMainDatum())
    return editTree
  }

  it.each([
    ['0.8 data', () => smallFamily()],
    ['0.9 data', () => v090.formatData(smallFamily())],
  ])('gives %s in the 0.9 shape with every list, placeholders left out, as 0.9.0 does', (_shape, data) => {
    const { chart, editTree } = setup(data())
    editTree.addRelative(chart.store.getMainDatum())
    expect(chart.store.getData().length).toBeGreaterThan(smallFamily().length)
    const ours = editTree._getStoreDataCopy()
    expect(ours).toEqual(theirsOn(data(), true)._getStoreDataCopy())
    expect(ours.map((d: any) => d.id)).toEqual(smallFamily().map((d) => d.id))
    expect(ours.find((d: any) => d.id === 'kid').rels).toEqual({ parents: ['me', 'wife'], spouses: [], children: [] })
  })

  it('is a copy page code can change and load back, as the published examples do', () => {
    const { chart, editTree } = setup()
    const copy = editTree._getStoreDataCopy()
    copy.find((d: any) => d.id === 'kid').data['first name'] = 'Mia'
    expect(firstName(chart, 'kid')).toBe('Lia')
    chart.updateData(copy).updateTree({})
    expect(cardNames()).toContain('Mia Reed')
    expect(chart.store.getDatum('kid').data['first name']).toBe('Mia')
  })
})

describe('chart members of the published API', () => {
  it('createStore() makes a store with the chart defaults; setOnUpdate() draws the chart on store updates', () => {
    const { chart } = setup()
    const store = chart.createStore(smallFamily(), 'kid')
    expect([store.getMainId(), store.state.node_separation, store.state.level_separation]).toEqual(['kid', 250, 150])
    chart.store.setOnUpdate(() => {})
    chart.store.updateMainId('gf')
    chart.store.updateTree({})
    expect(document.querySelector('#c .f3-card-main')!.textContent).toBe('Sam Reed')
    chart.setOnUpdate()
    chart.store.updateTree({})
    expect(document.querySelector('#c .f3-card-main')!.textContent).toBe('Abe Reed')
  })

  it('getCard is null before cards are chosen, then returns the card function that draws a card into an element', () => {
    const chart = f3.createChart(container(), smallFamily())
    expect(chart.getCard).toBeNull()
    chart.setCardSvg()
    const draw = chart.getCard()
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g')
    draw.call(g, f3.calculateTree(smallFamily(), { main_id: 'me' }).data[0])
    expect(g.querySelector('.card')!.textContent).toContain('Sam')
  })
})
