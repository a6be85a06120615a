import { defineEventHandler } from 'h3';
import { SuggestQuery } from '#sdk/schemas/search-suggest';
import { suggest } from '#server/services/universities/search-suggest.service.ts';
import { clientAddress } from '#server/utils/auth.ts';
import { catalogueAnswer } from '#server/utils/catalogue-answer.ts';
import { validQuery } from '#server/utils/validate.ts';

export default defineEventHandler((event) => {
  const query = validQuery(event, SuggestQuery);
  return catalogueAnswer(event, (app, revision) => suggest(app, query, revision, clientAddress(event)));
});
