import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApiKeyScope } from '#sdk/schemas/api-keys';

/** What each scope lets a key do, as the key's owner reads it. */
export const API_KEY_SCOPE_NAMES: Record<ApiKeyScope, MessageDescriptor> = {
  'students:read': msg`Read students`,
  'students:write': msg`Add and change students`,
  'applications:read': msg`Read applications`,
  'leads:read': msg`Read leads`,
  'leads:write': msg`Change leads`,
  'messages:read': msg`Read messages`,
  'messages:write': msg`Send messages`,
};
