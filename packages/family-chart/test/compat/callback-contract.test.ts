/**
 * @jest-environment jsdom
 */
// Callback arguments, their order and their moment, side by side: the same page code runs on our library and on the
// published 0.8.0 and 0.9.0, and each library's record of what the callbacks received must be the same.
import {
  cardNamed,
  container,
  editableChart,
  family,
  form,
  formButton,
  libraries,
  nameOf,
  submitForm,
  type,
} from './harness'

/** Runs `scenario` on each library and expects every record to equal the published 0.9.0's (and 0.8.0's). */
function sameOnEveryVersion(scenario: (f3: any) => unknown): any {
  const records = libraries().map((lib) => ({ name: lib.name, record: scenario(lib.f3) }))
  const byName = Object.fromEntries(records.map((r) => [r.name, r.record]))
  expect(byName['0.9.0']).toEqual(byName['0.8.0'])
  expect(byName.ours).toEqual(byName['0.9.0'])
  return byName.ours
}

describe('card callbacks', () => {
  it('setOnCardClick gets (event, tree node), the listener on .card with data-id, the node on its parent', () => {
    const record = sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
      const log: unknown[] = []
      card.setOnCardClick(function (e: MouseEvent, d: any) {
        const target = e.currentTarget as HTMLElement
        log.push({
          args: arguments.length,
          type: e.type,
          currentTargetIsCard: target.classList.contains('card'),
          dataId: target.getAttribute('data-id'),
          closest: (e.target as HTMLElement).closest('[data-id]')?.getAttribute('data-id'),
          parentDatum: (target.parentNode as any).__data__?.data.id,
          node: d.data.id,
          nodeHasPosition: typeof d.x === 'number' && typeof d.y === 'number',
        })
      })
      chart.updateTree({ initial: true })
      cardNamed('Lia Reed')
        .querySelector('.card-label, .card-inner')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true }))
      return log
    })
    expect(record).toEqual([
      {
        args: 2,
        type: 'click',
        currentTargetIsCard: true,
        dataId: 'kid',
        closest: 'kid',
        parentDatum: 'kid',
        node: 'kid',
        nodeHasPosition: true,
      },
    ])
  })

  it('setOnCardUpdate runs with the card container as this and the tree node, after the card is in it', () => {
    sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      const seen = new Map<string, unknown>()
      chart
        .setCardHtml()
        .setCardDisplay([['first name', 'last name']])
        .setOnCardUpdate(function (this: HTMLElement, d: any) {
          seen.set(d.data.id, {
            args: arguments.length,
            thisIsContainer: this.classList.contains('card_cont'),
            cardInside: this.querySelector('.card')?.getAttribute('data-id'),
            innerInside: !!this.querySelector('.card .card-inner'),
            labelInside: this.querySelector('.card-label')?.textContent?.trim(),
          })
        })
      chart.updateTree({ initial: true })
      return [...seen.entries()].sort()
    })
  })

  it('setCardInnerHtmlCreator gets the tree node and its markup goes inside .card', () => {
    sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      const calls: string[] = []
      chart.setCardHtml().setCardInnerHtmlCreator(function (d: any) {
        calls.push(`${arguments.length}:${d.data.id}:${typeof d.x}`)
        return `<div class="my-card" data-person="${d.data.id}">${d.data.data['first name']}</div>`
      })
      chart.updateTree({ initial: true })
      const inCards = [...document.querySelectorAll('.card > .my-card')]
        .map((el) => el.getAttribute('data-person'))
        .sort()
      return { called: [...new Set(calls)].sort(), inCards }
    })
  })

  it('setBeforeUpdate and setAfterUpdate run around each drawing, the cards in the page for the second', () => {
    const record = sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      chart.setCardHtml().setCardDisplay([['first name', 'last name']])
      const log: unknown[] = []
      chart.setBeforeUpdate((props: any) =>
        log.push(['before', props?.tree_position ?? null, document.querySelectorAll('.card').length > 0]),
      )
      chart.setAfterUpdate((props: any) =>
        log.push([
          'after',
          props.initial,
          typeof props.transition_time,
          props.tree_position ?? null,
          document.querySelector('.card.card-main')?.getAttribute('data-id'),
        ]),
      )
      chart.updateTree({ initial: true })
      chart.updateMainId('kid')
      chart.updateTree({ tree_position: 'inherit' })
      return log
    })
    expect(record).toEqual([
      ['before', null, false],
      ['after', true, 'number', null, 'me'],
      ['before', 'inherit', true],
      ['after', false, 'number', 'inherit', 'kid'],
    ])
  })
})

describe('edit tree callbacks', () => {
  it('a plain submit: setPostSubmit gets (datum as saved, the data), then the redraw, then setOnChange', () => {
    const record = sameOnEveryVersion((f3) => {
      const log: unknown[] = []
      editableChart(f3, (et) => {
        et.setPostSubmit(function (datum: any, data: any) {
          log.push([
            'postSubmit',
            arguments.length,
            datum.id,
            datum.data['first name'],
            Array.isArray(data),
            data.some((d: any) => d === datum),
            cardNamedOrNull('Liana Reed'),
          ])
        })
        et.setOnChange(() => log.push(['onChange', cardNamedOrNull('Liana Reed')]))
      })
      cardNamed('Lia Reed').click()
      formButton('.f3-edit-btn').click()
      type('first name', 'Liana')
      submitForm()
      return log
    })
    expect(record).toEqual([
      ['postSubmit', 2, 'kid', 'Liana', true, true, false],
      ['onChange', true],
    ])
  })

  it('setOnSubmit gets the submit event of a real form, the datum as it was, applyChanges and postSubmit', () => {
    const record = sameOnEveryVersion((f3) => {
      const log: unknown[] = []
      const { chart } = editableChart(f3, (et) => {
        et.setOnSubmit(function (e: Event, datum: any, applyChanges: () => void, postSubmit: () => void) {
          e.preventDefault()
          const values = new FormData(e.target as HTMLFormElement)
          log.push({
            args: arguments.length,
            type: e.type,
            isForm: e.target instanceof HTMLFormElement,
            firstName: values.get('first name'),
            gender: values.get('gender'),
            datum: [datum.id, datum.data['first name']],
            functions: [typeof applyChanges, typeof postSubmit],
          })
          // Page code that tidies the form before it is applied: the values are read when applyChanges runs.
          ;(e.target as HTMLFormElement).querySelector<HTMLInputElement>('[name="first name"]')!.value = String(
            values.get('first name'),
          ).trim()
          applyChanges()
          postSubmit()
        })
        et.setPostSubmit((datum: any) => log.push(['postSubmit', datum.data['first name']]))
      })
      cardNamed('Lia Reed').click()
      formButton('.f3-edit-btn').click()
      type('first name', '  Liana  ')
      submitForm()
      log.push(['saved', chart.store.getDatum('kid').data['first name']])
      return log
    })
    expect(record[0]).toMatchObject({
      args: 4,
      type: 'submit',
      isForm: true,
      firstName: '  Liana  ',
      gender: 'F',
      datum: ['kid', 'Lia'],
    })
    expect(record.slice(1)).toEqual([
      ['postSubmit', 'Liana'],
      ['saved', 'Liana'],
    ])
  })

  it('setOnSubmit that calls neither step leaves the data as it was', () => {
    sameOnEveryVersion((f3) => {
      const { chart } = editableChart(f3, (et) => et.setOnSubmit((e: Event) => e.preventDefault()))
      cardNamed('Lia Reed').click()
      formButton('.f3-edit-btn').click()
      type('first name', 'Nope')
      submitForm()
      return chart.store.getDatum('kid').data['first name']
    })
  })

  it('setOnDelete gets (datum, deletePerson, postSubmit); a delete calls setOnChange, not setPostSubmit', () => {
    const record = sameOnEveryVersion((f3) => {
      const log: unknown[] = []
      const { chart } = editableChart(f3, (et) => {
        et.setOnDelete(function (datum: any, deletePerson: () => void, postSubmit: () => void) {
          log.push(['onDelete', arguments.length, datum.id, typeof deletePerson, typeof postSubmit])
          deletePerson()
          log.push(['deleted', chart.store.getData().some((d: any) => d.id === 'kid')])
          postSubmit()
        })
        et.setPostSubmit(() => log.push(['postSubmit']))
        et.setOnChange(() => log.push(['onChange']))
      })
      cardNamed('Lia Reed').click()
      formButton('.f3-edit-btn').click()
      formButton('.f3-delete-btn').click()
      return log
    })
    expect(record).toEqual([['onDelete', 3, 'kid', 'function', 'function'], ['deleted', false], ['onChange']])
  })

  it('setOnFormCreation gets { cont, form_creator } at every build of the form', () => {
    const record = sameOnEveryVersion((f3) => {
      const log: unknown[] = []
      editableChart(f3, (et) => {
        et.setOnFormCreation(function ({ cont, form_creator }: any) {
          log.push({
            args: arguments.length,
            hasForm: !!cont.querySelector('form#familyForm'),
            datum_id: form_creator.datum_id,
            editable: form_creator.editable,
            no_edit: form_creator.no_edit,
            fields: form_creator.fields.map((f: any) => [f.id, f.label, f.initial_value ?? '']),
            gender: [form_creator.gender_field.id, form_creator.gender_field.initial_value],
            modes: [form_creator.addRelativeActive, form_creator.removeRelativeActive],
            submit: typeof form_creator.onSubmit,
          })
        })
      })
      cardNamed('Lia Reed').click()
      formButton('.f3-edit-btn').click()
      return log
    })
    expect(record.map((r: any) => r.editable)).toEqual([false, true])
    expect(record[0]).toMatchObject({
      args: 1,
      hasForm: true,
      datum_id: 'kid',
      fields: [
        ['first name', 'first name', 'Lia'],
        ['last name', 'last name', 'Reed'],
      ],
      gender: ['gender', 'F'],
      submit: 'function',
    })
  })

  it('adding a relative: placeholders are .card-new-rel with data-rel-type, the new person reaches setPostSubmit', () => {
    const record = sameOnEveryVersion((f3) => {
      const log: unknown[] = []
      const { chart } = editableChart(f3, (et) => {
        et.setPostSubmit((datum: any, data: any) =>
          log.push(['postSubmit', datum.data['first name'], datum.data.gender, data.some((d: any) => d === datum)]),
        )
      })
      cardNamed('Ana Reed').click()
      formButton('.f3-add-relative-btn').click()
      const placeholders = [...document.querySelectorAll('.card.card-new-rel')]
      log.push([
        'placeholders',
        placeholders.map((c) => c.querySelector('[data-rel-type]')?.getAttribute('data-rel-type')).sort(),
      ])
      log.push(['son has other parent', !!document.querySelector('[data-rel-type="son"][data-other-parent-id="me"]')])
      const son = placeholders.find((c) => c.querySelector('[data-rel-type="son"]')) as HTMLElement
      son.click()
      log.push(['new form', !!form().querySelector('input[type="radio"][name="gender"][value="M"]:checked')])
      type('first name', 'Ben')
      submitForm()
      const ben = chart.store.getData().find((d: any) => d.data['first name'] === 'Ben')
      log.push(['Ben', ben.data.gender, chart.store.getDatum('wife').rels.children.includes(ben.id)])
      return log
    })
    expect(record).toEqual([
      // A son and a daughter with each spouse, the new one included.
      ['placeholders', ['daughter', 'daughter', 'father', 'mother', 'son', 'son', 'spouse']],
      ['son has other parent', true],
      ['new form', true],
      ['postSubmit', 'Ben', 'M', true],
      ['Ben', 'M', true],
    ])
  })
})

function cardNamedOrNull(name: string): boolean {
  return [...document.querySelectorAll('#FamilyChart .card')].some(
    (c) => c.textContent!.replace(/\s+/g, ' ').trim() === name,
  )
}

describe('order of events', () => {
  it('reading the tree and the cards right after updateTree gets the new ones', () => {
    sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      chart.setCardHtml().setCardDisplay([['first name', 'last name']])
      chart.updateTree({ initial: true })
      chart.updateMainId('kid')
      chart.updateTree({})
      return {
        treeMain: chart.store.getTree().data.find((d: any) => d.data.main || d.main)?.data.id,
        stateTreeMain: chart.store.state.tree.main_id,
        mainCard: document.querySelector('.card.card-main')?.getAttribute('data-id'),
        names: chart.store.getTree().data.map(nameOf).sort(),
      }
    })
  })

  it('a chart created again in the same container shows its cards once', () => {
    sameOnEveryVersion((f3) => {
      container()
      for (const main of ['me', 'kid']) {
        const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
        chart.setCardHtml().setCardDisplay([['first name', 'last name']])
        chart.updateMainId(main)
        chart.updateTree({ initial: true })
      }
      const visibleCards = [...document.querySelectorAll<HTMLElement>('.card')]
        .map((c) => c.getAttribute('data-id'))
        .sort()
      return { visibleCards, main: document.querySelector('.card.card-main')?.getAttribute('data-id') }
    })
  })

  it('a click handler set after the first updateTree runs from the next drawing on, as before', () => {
    const record = sameOnEveryVersion((f3) => {
      container()
      const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
      const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
      chart.updateTree({ initial: true })
      const clicked: string[] = []
      card.setOnCardClick((e: MouseEvent, d: any) => {
        clicked.push(d.data.id)
        card.onCardClickDefault(e, d)
      })
      chart.updateTree({})
      cardNamed('Lia Reed').click()
      return { clicked, main: chart.getMainDatum().id }
    })
    expect(record).toEqual({ clicked: ['kid'], main: 'kid' })
  })
})
