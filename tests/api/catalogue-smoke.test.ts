import { expect, it } from 'vitest';
import * as universities from '#sdk/resources/universities';
import { describeApi } from '#tests/support/suite.ts';

describeApi('catalogue smoke', (server) => {
  it('lists the demo universities with pagination', async () => {
    const answer = await universities.list(server().client(), { limit: 5 });
    expect(answer.universities).toHaveLength(5);
    expect(answer.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(answer.pagination.total).toBeGreaterThan(5);
  });
});
