import { describe, expect, it } from 'vitest';
import { checklistState } from './checklist.ts';

const doc = (id: number) => ({ id }) as Parameters<typeof checklistState>[1][number];

describe('checklist state', () => {
  it('is Awaiting without a document and Received with one', () => {
    expect(checklistState(undefined, []).state).toBe('AWAITING');
    expect(checklistState(undefined, [doc(1)])).toEqual({ state: 'RECEIVED', document: doc(1) });
  });

  it('keeps Verified while its document exists, and falls back when it is deleted', () => {
    expect(checklistState({ decision: 'VERIFIED', document_id: 1 }, [doc(2), doc(1)]).state).toBe('VERIFIED');
    expect(checklistState({ decision: 'VERIFIED', document_id: 1 }, [doc(2)]).state).toBe('RECEIVED');
    expect(checklistState({ decision: 'VERIFIED', document_id: 1 }, []).state).toBe('AWAITING');
  });

  it('keeps Rejected until a newer document of the type arrives', () => {
    expect(checklistState({ decision: 'REJECTED', document_id: 1 }, [doc(1)]).state).toBe('REJECTED');
    expect(checklistState({ decision: 'REJECTED', document_id: 1 }, [doc(2), doc(1)])).toEqual({
      state: 'RECEIVED',
      document: doc(2),
    });
  });

  it('keeps Waived with or without a document', () => {
    expect(checklistState({ decision: 'WAIVED', document_id: null }, []).state).toBe('WAIVED');
    expect(checklistState({ decision: 'WAIVED', document_id: null }, [doc(3)]).state).toBe('WAIVED');
  });
});
