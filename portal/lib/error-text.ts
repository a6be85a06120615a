import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ApiError } from '#sdk/errors';
import type { Refusal } from '#sdk/schemas/refusals';
import { fieldText } from './field-text.ts';
import { isKnownRefusal, refusalText } from './refusal-text.ts';

/**
 * What a failed call says (spec part 1, 8): the refusal in the reader's language, from its code and values
 * (the server's English message only for a code this portal does not know), with the field details appended
 * as "(field: message, ...)".
 */
export function errorMessage(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError) {
    const details = error.errors.map((e) => `${e.field}: ${fieldText(i18n, e.message)}`).join(', ');
    const message = isKnownRefusal(error.reason)
      ? refusalText(i18n, { reason: error.reason, params: error.params } as Refusal)
      : fieldText(i18n, error.serverMessage);
    return details ? `${message} (${details})` : message;
  }
  return i18n._(msg`The server could not be reached. Please check your connection and try again.`);
}

/** `text(english)` of a field's message, `refusal(refusal)` and `error(caught)` in the active language. */
export function useErrorText() {
  const { i18n } = useLingui();
  return {
    text: (english: string) => fieldText(i18n, english),
    refusal: (refusal: Refusal) => refusalText(i18n, refusal),
    error: (caught: unknown) => errorMessage(i18n, caught),
  };
}
