import { describe, expect, it } from 'vitest';
import { addFiles } from './file-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = 'application/pdf') => ({ name, size, type });

describe('upload file rules', () => {
  it('accepts PDF, JPG, PNG, DOC and DOCX', () => {
    const picked = [
      file('a.pdf'),
      file('b.JPG', 10, 'image/jpeg'),
      file('c.png', 10, 'image/png'),
      file('d.doc', 10, 'application/msword'),
      file('e.docx', 10, ''),
    ];
    expect(addFiles([], picked)).toEqual({ files: picked, rejections: [] });
  });

  it('rejects other types, empty files and files over 10 MB with their codes', () => {
    const { files, rejections } = addFiles(
      [],
      [
        file('virus.exe', 10, 'application/x-msdownload'),
        file('notes.txt', 10, 'text/plain'),
        file('fake.pdf', 10, 'text/html'),
        file('empty.pdf', 0),
        file('big.pdf', 10 * MB + 1),
        file('exact.pdf', 10 * MB),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['exact.pdf']);
    expect(rejections).toEqual([
      { fileName: 'virus.exe', code: 'file-invalid-type' },
      { fileName: 'notes.txt', code: 'file-invalid-type' },
      { fileName: 'fake.pdf', code: 'file-invalid-type' },
      { fileName: 'empty.pdf', code: 'file-too-small' },
      { fileName: 'big.pdf', code: 'file-too-large' },
    ]);
  });

  it('keeps at most 5 files in all, counting those already chosen', () => {
    const chosen = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    const { files, rejections } = addFiles(chosen, [file('4.pdf'), file('5.pdf'), file('6.pdf')]);
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf', '5.pdf']);
    expect(rejections).toEqual([{ fileName: '6.pdf', code: 'too-many-files' }]);
  });
});
