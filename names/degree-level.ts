import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's degree levels by their one name: in the catalogue, on an application and in the
 * server's PDFs. The catalogue stores them in English; a level not listed here is shown as stored.
 */
export const DEGREE_LEVEL_NAMES: Record<string, MessageDescriptor> = {
  Foundation: msg`Foundation`,
  "Bachelor's Degree": msg`Bachelor's Degree`,
  "Master's Degree": msg`Master's Degree`,
  'PhD/Doctorate': msg`PhD/Doctorate`,
  Diploma: msg`Diploma`,
  Certificate: msg`Certificate`,
};
