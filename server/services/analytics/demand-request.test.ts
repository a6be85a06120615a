import { describe, expect, it } from 'vitest';
import { demandRequest, listedIds, listingIds } from './demand-request.ts';

describe('the demand a catalogue request stands for', () => {
  it('counts the pages of a university and a programme, in either language and as JSON', () => {
    for (const url of ['/universities/7', '/ar/universities/7', '/api/universities/7?x=1'])
      expect(demandRequest(url)).toEqual({ kind: 'view', subject: 'UNIVERSITY', id: 7 });
    for (const url of ['/programs/12', '/ar/programs/12', '/api/programs/12'])
      expect(demandRequest(url)).toEqual({ kind: 'view', subject: 'PROGRAM', id: 12 });
  });

  it('counts a search only with words in it', () => {
    expect(demandRequest('/api/universities?search=munich&page=2')).toMatchObject({
      kind: 'search',
      subject: 'UNIVERSITY',
    });
    expect(demandRequest('/api/programs?q=law')).toMatchObject({ kind: 'search', subject: 'PROGRAM' });
    expect(demandRequest('/api/universities?country=Germany')).toBeUndefined();
    expect(demandRequest('/api/programs?q=%20')).toBeUndefined();
  });

  it('counts nothing else', () => {
    for (const url of [
      '/universities',
      '/api/universities/7/image',
      '/api/programs/0',
      '/api/programs/99999999999',
      '/admin/universities/7',
    ])
      expect(demandRequest(url)).toBeUndefined();
  });

  it('reads the ids a search answer lists, and nothing from an answer it cannot read', () => {
    expect(listedIds(Buffer.from('{"universities":[{"id":3},{"id":5}],"pagination":{}}'), 'universities')).toEqual([
      3, 5,
    ]);
    expect(listedIds(Buffer.from('not json'), 'programs')).toEqual([]);
  });

  it('takes the ids the search said its answer lists, without reading the answer', () => {
    const answer = listingIds(Buffer.from('{"universities":[{"id":3},{"id":5}],"pagination":{}}'), [3]);
    expect(listedIds(answer, 'universities')).toEqual([3]);
  });
});
