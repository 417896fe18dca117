import { expect, test } from '@playwright/test'
import {
  decisionControls,
  type ControlFacts,
} from '../../../fixtures/transport/browser/interactions/decision-controls.ts'

// A consent page's decision controls, told by structure first: identifiers, primary, submit,
// link or reset; words only where markup says nothing.
const control = (facts: Partial<ControlFacts>): ControlFacts => ({
  kind: 'submit',
  form: 0,
  identifiers: '',
  worded: undefined,
  primary: false,
  enabled: true,
  typing: false,
  leaves: false,
  ...facts,
})

test('English identifiers under a translated text decide (DOT in Japanese: name=allow)', () => {
  const page = [
    control({ identifiers: ' btn btn-large' }),
    control({ identifiers: 'allow  btn btn-large btn-primary' }),
  ]
  expect(decisionControls(page)).toEqual({ approve: 1, deny: 0 })
})

test('a deny identifier wins over an approve one in the same control', () => {
  const page = [
    control({ identifiers: 'submit-consent', kind: 'submit' }),
    control({ identifiers: 'cancel-consent', kind: 'button' }),
  ]
  expect(decisionControls(page)).toEqual({ approve: 0, deny: 1 })
})

test('a weak "yes" counts beside a "no" of its form, never alone', () => {
  const pair = [
    control({ identifiers: 'consent yes btn' }),
    control({ identifiers: 'consent no btn' }),
  ]
  expect(decisionControls(pair)).toEqual({ approve: 0, deny: 1 })
  expect(decisionControls([control({ identifiers: 'btn-ok' })])).toEqual({})
})

test('nothing named: the primary button approves, the other refuses', () => {
  const page = [
    control({ identifiers: 'btn btn-primary', primary: true }),
    control({ identifiers: 'btn btn-outline' }),
  ]
  expect(decisionControls(page)).toEqual({ approve: 0, deny: 1 })
})

test("nothing named: a form's one button approves and the link beside it refuses", () => {
  const page = [control({ identifiers: 'btn' }), control({ kind: 'link', identifiers: 'btn' })]
  expect(decisionControls(page)).toEqual({ approve: 0, deny: 1 })
})

test('a reset button refuses', () => {
  const page = [control({ worded: 'approve' }), control({ kind: 'reset' })]
  expect(decisionControls(page)).toEqual({ approve: 0, deny: 1 })
})

// WSO2's open-banking consent: Confirm (a script's button), Deny (a reset input its script
// posts) and Go Back (history.back()), none primary, none submitting.
test('a control that leaves the flow is never the refusal, even as the only other one', () => {
  const confirm = control({ kind: 'button', identifiers: 'approve approve btn btn-primary' })
  const back = control({ kind: 'button', identifiers: 'back back btn btn-primary', leaves: true })
  const deny = control({ kind: 'reset', identifiers: 'btn btn-primary' })
  expect(decisionControls([confirm, deny, back])).toEqual({ approve: 0, deny: 1 })
  expect(decisionControls([confirm, back])).toEqual({ approve: 0 })
  expect(decisionControls([control({}), control({ kind: 'link', leaves: true })])).toEqual({})
})

test('two submit buttons that nothing tells apart are not guessed between', () => {
  const page = [control({ identifiers: 'btn' }), control({ identifiers: 'btn' })]
  expect(decisionControls(page)).toEqual({})
})

test('two approvals that structure cannot single out stop the flow', () => {
  const page = [control({ identifiers: 'allow' }), control({ identifiers: 'accept' })]
  expect(decisionControls(page).approve).toBeUndefined()
  expect(decisionControls(page).unclear).toMatch(/several controls approve/)
})

test('a form to fill (a one-time code) is not a decision between its two buttons', () => {
  const page = [
    control({ identifiers: 'btn btn-primary', primary: true, typing: true }),
    control({ kind: 'button', identifiers: 'btn', typing: true }),
  ]
  expect(decisionControls(page)).toEqual({})
})

test('each answer in a form of its own (Dex), by the hidden field it sends', () => {
  const page = [
    control({ form: 0, identifiers: 'dex-btn approval approve' }),
    control({ form: 1, identifiers: 'dex-btn approval rejected' }),
  ]
  expect(decisionControls(page)).toEqual({ approve: 0, deny: 1 })
})

test('words decide where markup says nothing', () => {
  const page = [control({ worded: 'deny' }), control({ worded: 'approve' })]
  expect(decisionControls(page)).toEqual({ approve: 1, deny: 0 })
})
