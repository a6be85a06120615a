/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import * as leads from '#sdk/resources/leads';
import type { LeadPayload } from '#sdk/schemas/lead-payload';
import type { WidgetName } from '#widgets/types.ts';
import { failureText, fieldErrors, statusOf } from './api.ts';
import { translator } from './i18n.ts';
import { type SharedKey, sharedMessages } from './messages.ts';
import type { WidgetEnv } from './mount.tsx';

type SendState = 'idle' | 'sending' | 'sent';

/**
 * Sending a lead from a widget's form: the problems found before sending, or the request, then
 * `study:lead-created` or the server's field errors (else one failure text) and `study:error`.
 */
export function useLeadSender(env: WidgetEnv, widget: WidgetName) {
  const { client, lang, options, emit } = env;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [state, setState] = useState<SendState>('idle');

  /** Shows `problems` (field to message key); sends `payload` only when there are none. */
  const send = (problems: Record<string, SharedKey>, payload: LeadPayload) => {
    const shared = translator(sharedMessages, lang);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, shared(key)])));
    setFailure(undefined);
    if (Object.keys(problems).length) return;
    setState('sending');
    leads.create(client, payload).then(
      ({ lead }) => {
        setState('sent');
        emit('study:lead-created', { widget, leadId: lead.id, kind: payload.kind, agency: options.agency ?? null });
      },
      (error) => {
        setState('idle');
        const fields = fieldErrors(error, lang);
        setErrors(fields);
        const text = failureText(error, lang);
        if (!Object.keys(fields).length) setFailure(text);
        emit('study:error', { widget, message: text, status: statusOf(error) });
      },
    );
  };

  return {
    state,
    errors,
    failure,
    send,
    /** Back to an empty form after a sent request. */ again: () => setState('idle'),
  };
}

/** The failure that belongs to no field, above the form. */
export function FailureAlert({ failure }: { failure?: string }) {
  return failure ? (
    <p class="se-alert" part="alert" role="alert">
      {failure}
    </p>
  ) : null;
}

/** The form's submit button: "Sending…" while the request runs, off until the agency is known. */
export function SendButton({ env, state, label }: { env: WidgetEnv; state: SendState; label: string }) {
  return (
    <div>
      <button type="submit" part="button" disabled={state === 'sending' || env.agency.status !== 'ready'}>
        {state === 'sending' ? translator(sharedMessages, env.lang)('sending') : label}
      </button>
    </div>
  );
}
