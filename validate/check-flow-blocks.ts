/** Cross-document checks of one block of a flow step, per block type: its texts, paths, actions and forms exist. Pure. */
import type { FlowBlock, FlowStep } from '../src/config/types';
import type { FlowCheck } from './check-flow.js';
import { METHOD_CONTROLS } from '../src/flow/step-calls.js';
import { suggestion } from './suggest.js';

type BlockOf<T extends FlowBlock['type']> = Extract<FlowBlock, { type: T }>;

export function checkBlock(fc: FlowCheck, step: FlowStep, block: FlowBlock, bp: string): void {
  const { file, needMessage } = fc;
  switch (block.type) {
    case 'text':
      needMessage(file, `${bp}/message`, block.message, 'screen');
      break;
    case 'spinner':
      checkSpinner(fc, step, block, bp);
      break;
    case 'section':
      needMessage(file, `${bp}/message`, block.message, 'label');
      break;
    case 'userFlag':
      needMessage(file, `${bp}/on`, block.on, 'label');
      needMessage(file, `${bp}/off`, block.off, 'label');
      needMessage(file, `${bp}/label`, block.label, 'screen');
      break;
    case 'accountRow':
      for (const key of ['label', 'empty', 'on', 'off', 'open', 'openEmpty', 'cancel'] as const)
        needMessage(file, `${bp}/${key}`, block[key], 'label');
      if (block.flag && !(block.on && block.off))
        fc.issues.push({
          file,
          pointer: `${bp}/flag`,
          message: 'a row with a flag needs the chip texts on and off',
          hint: 'add "on" and "off" message keys',
        });
      break;
    case 'link':
      needMessage(file, `${bp}/label`, block.label, 'label');
      fc.checkPath(`${bp}/to`, block.to);
      break;
    case 'form':
      checkFormBlock(fc, block, bp);
      break;
    case 'button':
      checkButton(fc, block, bp);
      break;
    case 'secondFactors':
    case 'passkeys':
    case 'securityEvents':
      checkAccountList(fc, block, bp);
      break;
    case 'signInMethods':
      checkSignInMethods(fc, block, bp);
      break;
    case 'avatar':
    case 'applications':
      break; // no texts, paths or actions of their own
  }
}

function checkSpinner({ file, issues, needMessage, checkPath }: FlowCheck, step: FlowStep, block: BlockOf<'spinner'>, bp: string): void {
  needMessage(file, `${bp}/message`, block.message, 'screen');
  if (!block.slow) return;
  needMessage(file, `${bp}/slow/message`, block.slow.message, 'screen');
  needMessage(file, `${bp}/slow/retry`, block.slow.retry, 'label');
  needMessage(file, `${bp}/slow/leave/label`, block.slow.leave.label, 'label');
  checkPath(`${bp}/slow/leave/to`, block.slow.leave.to);
  if (!step.enter)
    issues.push({
      file,
      pointer: `${bp}/slow`,
      message: 'a spinner with "slow" needs an enter action on its step to wait for',
      hint: 'add "enter" to the step, or remove "slow"',
    });
}

function checkFormBlock(fc: FlowCheck, block: BlockOf<'form'>, bp: string): void {
  const { file, issues, needMessage } = fc;
  const forms = fc.cross.docs.forms;
  if (!forms[block.form])
    issues.push({
      file,
      pointer: `${bp}/form`,
      message: `there is no form "${block.form}" in schemas/forms/`,
      hint: suggestion(block.form, Object.keys(forms), 'forms'),
    });
  needMessage(file, `${bp}/submit`, block.submit, 'label');
  fc.needAction(file, `${bp}/action`, block.action);
  needMessage(file, `${bp}/fallback`, block.fallback, 'actionError');
  fc.checkCall(bp, block, Object.keys(forms[block.form]?.schema.properties ?? {}));
}

function checkButton(fc: FlowCheck, block: BlockOf<'button'>, bp: string): void {
  const { file, issues, needMessage } = fc;
  needMessage(file, `${bp}/label`, block.label, 'label');
  if (block.action !== undefined) fc.needAction(file, `${bp}/action`, block.action);
  else {
    // Without an action the button only follows onOk: nothing can fail, cool down or need a fallback.
    const unused = (['onError', 'onCode', 'cooldown', 'fallback'] as const).filter((k) => block[k] !== undefined);
    if (!block.onOk)
      issues.push({
        file,
        pointer: bp,
        message: 'a button without an action needs "onOk"',
        hint: 'say where it goes with "onOk", or name an action',
      });
    for (const k of unused)
      issues.push({ file, pointer: `${bp}/${k}`, message: `"${k}" needs an action to run`, hint: `remove "${k}", or name an action` });
  }
  needMessage(file, `${bp}/fallback`, block.fallback, 'actionError');
  fc.checkCall(bp, block);
}

/** The account page's lists: second factors, passkeys, security events. */
function checkAccountList(fc: FlowCheck, block: BlockOf<'secondFactors' | 'passkeys' | 'securityEvents'>, bp: string): void {
  const { file, needMessage } = fc;
  switch (block.type) {
    case 'secondFactors':
      needMessage(file, `${bp}/none`, block.none, 'label');
      needMessage(file, `${bp}/factor`, block.factor, 'secondFactor');
      needMessage(file, `${bp}/added`, block.added, 'secondFactor');
      needMessage(file, `${bp}/verifyFirst`, block.verifyFirst, 'label');
      needMessage(file, `${bp}/verifyLink`, block.verifyLink, 'label');
      needMessage(file, `${bp}/remove`, block.remove, 'label');
      fc.checkTransition(`${bp}/choose`, block.choose);
      break;
    case 'passkeys':
      for (const k of ['none', 'neverUsed', 'synced', 'thisDevice', 'manage'] as const) needMessage(file, `${bp}/${k}`, block[k], 'label');
      needMessage(file, `${bp}/added`, block.added, 'passkey');
      needMessage(file, `${bp}/lastUsed`, block.lastUsed, 'passkey');
      fc.checkTransition(`${bp}/choose`, block.choose);
      break;
    case 'securityEvents':
      needMessage(file, `${bp}/none`, block.none, 'label');
      needMessage(file, `${bp}/signedIn`, block.signedIn, 'securityEvent');
      needMessage(file, `${bp}/what`, block.what, 'securityEvent');
      needMessage(file, `${bp}/where`, block.where, 'securityEvent');
      break;
  }
}

const SIGN_IN_METHOD_LABELS = [
  'password',
  'google',
  'phone',
  'passkeys',
  'on',
  'off',
  'lastWayIn',
  'addPassword',
  'linkGoogle',
  'unlink',
  'addPhone',
  'managePasskeys',
] as const;

function checkSignInMethods(fc: FlowCheck, block: BlockOf<'signInMethods'>, bp: string): void {
  const { file, needMessage } = fc;
  for (const k of SIGN_IN_METHOD_LABELS) needMessage(file, `${bp}/${k}`, block[k], 'label');
  needMessage(file, `${bp}/passkeyCount`, block.passkeyCount, 'signInMethod');
  fc.checkPath(`${bp}/phoneTo`, block.phoneTo);
  fc.checkPath(`${bp}/passkeysTo`, block.passkeysTo);
  for (const c of METHOD_CONTROLS) fc.checkTransition(`${bp}/choose/${c}`, block.choose[c]);
}
