import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import Form from '@rjsf/core';
import type { FormValidation, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FlowBlock, FormDoc } from '../../config/types';
import { useHub } from '../hub-context';
import { displayPhone } from '../../domain/phone-display';
import { loadValidator, readyValidator } from '../form/form-validators';
import { widgets } from '../form/widget-registry';
import { FieldErrorTemplate } from '../form/field-error-template';
import { ErrorSummary, type SummaryContext } from '../form/error-summary';
import { InputTemplate } from '../form/input-template';
import { equalityErrors, translateErrors, translateUiSchema } from '../form/form-messages';
import type { BlockProps } from './block-props';
import { ActionButton } from '../action-button';
import { followPrefill, unchangedFromPrefill } from '../../flow/flow-machine';

type Data = Record<string, unknown>;

/** The widgets of password fields: rjsf's, and the new password with its strength meter (issue 55 section 4). */
const PASSWORD_WIDGETS = new Set<unknown>(['password', 'newPassword']);

/** The data without the fields the form draws as passwords. */
function withoutPasswords(data: Data, uiSchema: unknown): Data {
  const ui = (uiSchema ?? {}) as Record<string, { 'ui:widget'?: unknown } | undefined>;
  return Object.fromEntries(Object.entries(data).filter(([field]) => !PASSWORD_WIDGETS.has(ui[field]?.['ui:widget'])));
}

type FormBlockDoc = Extract<FlowBlock, { type: 'form' }>;

/** Spec 2: forms that edit the person's data start from it (name, email, phone). */
function usePrefill(block: FormBlockDoc): Data {
  const { user } = useHub();
  return useMemo<Data>(() => {
    const out: Data = {};
    for (const [field, prop] of Object.entries(block.prefill ?? {})) {
      const v = user?.[prop];
      // A stored number starts the field as the field writes numbers (+61 412 000 111), so an
      // unchanged number reads as unchanged (issue 31: Send OTP is not offered for it).
      if (typeof v === 'string' && v) out[field] = prop === 'phoneNumber' ? displayPhone(v) : v;
    }
    return out;
  }, [block.prefill, user]);
}

/** The form's data, starting from the prefill; when the person's data changes (a reload after another tab's change), untouched fields follow it. */
function useFormData(prefill: Data) {
  const [data, setData] = useState<Data>(prefill);
  const [startedFrom, setStartedFrom] = useState(prefill);
  if (startedFrom !== prefill) {
    setStartedFrom(prefill);
    setData((d) => followPrefill(d, startedFrom, prefill));
  }
  return [data, setData] as const;
}

/** The form's precompiled validator: at once when loaded before, else once its chunk arrives (null till then). */
function useValidator(form: FormDoc): ValidatorType | null {
  const [validator, setValidator] = useState<ValidatorType | null>(() => readyValidator(form));
  useEffect(() => {
    let live = true;
    void loadValidator(form).then((v) => live && setValidator(() => v));
    return () => {
      live = false;
    };
  }, [form]);
  return validator;
}

/** The form's ui schema, translated, with locked prefilled fields disabled and no autofocus in a form that does not lead. */
function useUiSchema(form: FormDoc, block: FormBlockDoc, prefill: Data, leads: boolean): UiSchema {
  const { catalogue } = useHub().config;
  return useMemo(() => {
    const ui = translateUiSchema(form.uiSchema, catalogue) as Record<string, Record<string, unknown>>;
    for (const field of block.lockPrefilled ?? []) if (prefill[field] !== undefined) ui[field] = { ...ui[field], 'ui:disabled': true };
    // A later form of the step (the profile's change-email) never pulls the focus from the main task.
    if (!leads)
      for (const [field, options] of Object.entries(ui)) if (options['ui:autofocus']) ui[field] = { ...options, 'ui:autofocus': false };
    return ui as UiSchema;
  }, [form, catalogue, block.lockPrefilled, prefill, leads]);
}

/**
 * A password is not left on screen once used: when this form's call succeeds (as the flow
 * recorded it), its password fields empty (the change-password page kept all three; issue 31).
 * A failure keeps everything. onSuccess runs once per call of this form that succeeded.
 */
function useOnOwnSuccess(runner: BlockProps<FormBlockDoc>['runner'], busy: boolean, onSuccess: () => void): void {
  const [ownRun, setOwnRun] = useState<number | null>(null);
  if (busy && runner.runSeq !== null && runner.runSeq !== ownRun) setOwnRun(runner.runSeq);
  if (ownRun !== null && runner.lastSettled?.seq === ownRun) {
    setOwnRun(null);
    if (runner.lastSettled.ok) onSuccess();
  }
}

/** A failure about one field shows under it until the person edits the form, and takes the focus (issue 31). */
function useFieldError(runner: BlockProps<FormBlockDoc>['runner'], formRef: RefObject<Form<Data> | null>) {
  const fieldError = runner.fieldError ?? null;
  const [editedAfter, setEditedAfter] = useState<number | null>(null);
  const shown = fieldError && editedAfter !== fieldError.seq ? fieldError : null;
  useEffect(() => {
    if (!shown) return;
    const input = (formRef.current?.formElement.current as HTMLFormElement | null)?.querySelector<HTMLElement>(`#root_${shown.field}`);
    input?.focus();
    // The seq, not the object: a redraw of the same failure does not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown?.seq, shown?.field]);
  const edited = () => {
    if (fieldError) setEditedAfter(fieldError.seq);
  };
  return { shown, edited };
}

/** A form document drawn by @rjsf/core; submit runs the block's action with the data. */
export function FormBlock({ block, runner, leads = true }: BlockProps<FormBlockDoc>) {
  const { catalogue, docs } = useHub().config;
  const form = docs.forms[block.form];
  // validate proves every form block names a form of schemas/forms/; a missing one is a broken build.
  if (!form) throw new Error(`form block names "${block.form}", which is not a form of schemas/forms/`);
  const prefill = usePrefill(block);
  const [data, setData] = useFormData(prefill);
  const [tried, setTried] = useState(false);
  const validator = useValidator(form);
  const uiSchema = useUiSchema(form, block, prefill, leads);
  // The flow refuses an unchanged edit too; the disabled button says so before a click.
  const unchanged = block.requireChange === true && unchangedFromPrefill(prefill, data);
  const busy = runner.running === block;
  useOnOwnSuccess(runner, busy, () => {
    setData((d) => withoutPasswords(d, form.uiSchema));
    setTried(false);
  });
  const formRef = useRef<Form<Data>>(null);
  const fieldError = useFieldError(runner, formRef);

  if (!validator) return <div className="hub-form-loading" aria-busy="true" />;
  return (
    <Form<Data>
      schema={form.schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      formData={data}
      ref={formRef}
      onChange={(e) => {
        setData(e.formData ?? {});
        fieldError.edited();
        runner.touch();
      }}
      extraErrors={fieldError.shown ? { [fieldError.shown.field]: { __errors: [fieldError.shown.text] } } : undefined}
      onError={() => {
        setTried(true);
        runner.touch();
      }}
      onSubmit={(e) => {
        setTried(true);
        // Data stays in the form on failure: nothing typed is lost. The flow machine refuses a
        // submit while the cooldown runs, and starts the cooldown only when the action succeeded.
        // Locked fields keep their prefilled value whatever the DOM sent.
        // rjsf calls onSubmit only once the form's precompiled validator passed: run-action.ts
        // relies on that to hand this data to the action typed as FormInput[block.form].
        const locked = (block.lockPrefilled ?? []).filter((f) => prefill[f] !== undefined).map((f): [string, unknown] => [f, prefill[f]]);
        runner.run(block, { ...(e.formData ?? {}), ...Object.fromEntries(locked) }, prefill);
      }}
      liveValidate={tried ? 'onChange' : false}
      // Issue 56 item 8: a refused submit lists what to fix at the top and focuses the first field.
      showErrorList="top"
      focusOnFirstError
      formContext={{ serverField: fieldError.shown?.field } satisfies SummaryContext}
      noHtml5Validate
      disabled={busy}
      widgets={widgets}
      templates={{ FieldErrorTemplate, BaseInputTemplate: InputTemplate, ErrorListTemplate: ErrorSummary }}
      transformErrors={(errors) => translateErrors(errors, form, catalogue)}
      customValidate={(formData: Data | undefined, errors: FormValidation<Data>) => {
        for (const [field, message] of Object.entries(equalityErrors(form, formData ?? {}, catalogue))) {
          errors[field]?.addError(message);
        }
        return errors;
      }}
      className="hub-form"
    >
      <ActionButton
        type="submit"
        label={catalogue.t(block.submit)}
        call={block}
        runner={runner}
        wait={runner.cooldownLeft(block, data)}
        disabled={unchanged}
      />
    </Form>
  );
}
