import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { H3Event } from 'h3';
import { type PlainRefusal, REFUSALS } from '#sdk/schemas/refusals';
import { apiError, type RefusalOf } from '#server/utils/errors.ts';
import { type AcceptedContent, detectContent, SNIFF_BYTES } from './content-kinds.ts';
import { storedFileName } from './stored-name.ts';
import { discardFiles, type FileFolder, type FileStore, newFileKey } from './file-store.ts';

/** What one upload route accepts, and what it answers when a rule is broken. */
export interface UploadRules {
  /** The multipart field that carries the files. */
  field: string;
  folder: FileFolder;
  maxFiles: number;
  maxFileBytes: number;
  accepted: Record<string, AcceptedContent>;
  refusals: {
    /** No file, or not a multipart request. */
    missing: PlainRefusal;
    tooLarge: (fileName: string) => RefusalOf;
    wrongType: (fileName: string) => RefusalOf;
    tooMany: PlainRefusal;
  };
}

export interface ReceivedFile {
  key: string;
  /** The name the browser sent, without control or direction characters (`storedFileName`), for display and the download's file name only. */
  fileName: string;
  mimeType: string;
  size: number;
}

export interface ReceivedUpload {
  /** Each text field's value (the last, when one was sent more than once). */
  fields: Record<string, string>;
  /** Every value of each text field, in the order sent (a field sent once per file). */
  fieldLists: Record<string, string[]>;
  files: ReceivedFile[];
}

/** Room for the text fields and part headers beside the files. */
const ENVELOPE_BYTES = 1024 * 1024;
/** After a refusal the rest of the request is read and dropped (so the client sees the answer), up to this much. */
const DRAIN_BYTES = 64 * 1024 * 1024;

function drain(req: IncomingMessage) {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_BYTES) req.destroy();
  });
  req.resume();
}

/**
 * The first `bytes` of a stream, and a stream of the whole content (head included) that
 * counts what passes through it. Only the head is ever held in memory.
 */
async function peek(source: Readable, bytes: number) {
  const chunks = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < bytes) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  const counter = { bytes: headLength };
  const headBuffer = Buffer.concat(head);
  async function* whole() {
    try {
      yield headBuffer;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        counter.bytes += next.value.length;
        yield next.value as Buffer;
      }
    } finally {
      await chunks.return?.();
    }
  }
  return { head: headBuffer, body: Readable.from(whole(), { objectMode: false }), counter };
}

/**
 * Streams the files of a multipart request straight into the file store (busboy on the raw
 * request, TOOLCHAIN.md): each file's content is recognised from its first bytes, its size is
 * capped while it streams, and memory does not grow with file size. The first broken rule
 * answers at once (413 too large or too many, 415 wrong content, 400 nothing sent); the files
 * already stored by the request are removed, and the rest of the request is read and dropped.
 */
export function receiveUpload(event: H3Event, store: FileStore, rules: UploadRules): Promise<ReceivedUpload> {
  const req = event.node.req;
  if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? '')) {
    drain(req);
    return Promise.reject(
      apiError(400, 'VALIDATION_ERROR', rules.refusals.missing, {
        errors: [{ field: rules.field, message: REFUSALS[rules.refusals.missing] }],
      }),
    );
  }
  if (Number(req.headers['content-length'] ?? 0) > rules.maxFiles * rules.maxFileBytes + ENVELOPE_BYTES) {
    drain(req);
    return Promise.reject(apiError(413, 'PAYLOAD_TOO_LARGE', rules.refusals.tooMany));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      // busboy signals its limit when a file reaches it; one byte more lets a file of exactly the maximum pass.
      limits: {
        files: rules.maxFiles,
        fileSize: rules.maxFileBytes + 1,
        fields: 10,
        fieldSize: 10_000,
        parts: rules.maxFiles + 10,
      },
    });
  } catch {
    drain(req);
    return Promise.reject(apiError(400, 'BAD_REQUEST', 'UPLOAD_UNREADABLE'));
  }

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const fieldLists: Record<string, string[]> = {};
    // In the order of the request, whichever store write finishes first.
    const files: ReceivedFile[] = [];
    const pending: Promise<void>[] = [];
    const streams = new Set<Readable>();
    let failure: Error | undefined;

    const stop = (error: Error) => {
      if (failure) return;
      failure = error;
      req.unpipe(parser);
      drain(req);
      for (const stream of streams) stream.destroy(error);
      reject(error);
      void Promise.allSettled(pending).then(() =>
        discardFiles(
          store,
          files.filter(Boolean).map((f) => f.key),
        ),
      );
    };

    const storeOne = async (file: Readable, fileName: string, slot: number) => {
      // The error a refusal destroys the streams with is answered once, by the promise.
      file.on('error', () => {});
      streams.add(file);
      file.once('limit', () => stop(apiError(413, 'PAYLOAD_TOO_LARGE', rules.refusals.tooLarge(fileName))));
      try {
        const { head, body, counter } = await peek(file, SNIFF_BYTES);
        if (failure) return;
        const content = await detectContent(head, rules.accepted);
        if (!content) return stop(apiError(415, 'UNSUPPORTED_MEDIA_TYPE', rules.refusals.wrongType(fileName)));
        const key = newFileKey(rules.folder, content.extension);
        body.on('error', () => {});
        streams.add(body);
        await store.put(key, body, content.mime).finally(() => streams.delete(body));
        if (failure) return discardFiles(store, [key]);
        files[slot] = { key, fileName, mimeType: content.mime, size: counter.bytes };
      } finally {
        streams.delete(file);
      }
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        stop(apiError(413, 'PAYLOAD_TOO_LARGE', { reason: 'UPLOAD_FIELD_TOO_LONG', params: { field: name } }));
      // The same refusal as for JSON bodies (validate.ts): PostgreSQL cannot store U+0000.
      else if (value.includes('\0'))
        stop(
          apiError(400, 'VALIDATION_ERROR', 'VALIDATION_FAILED', {
            errors: [{ field: name, message: 'Contains a character that is not allowed' }],
          }),
        );
      else {
        fields[name] = value;
        fieldLists[name] = [...(fieldLists[name] ?? []), value];
      }
    });
    parser.on('file', (name, file, info) => {
      if (failure || name !== rules.field) {
        file.resume();
        return;
      }
      const fileName = storedFileName(info.filename ?? '');
      pending.push(storeOne(file, fileName, pending.length).catch((error) => stop(failure ?? error)));
    });
    parser.on('filesLimit', () => stop(apiError(413, 'PAYLOAD_TOO_LARGE', rules.refusals.tooMany)));
    parser.on('partsLimit', () => stop(apiError(413, 'PAYLOAD_TOO_LARGE', rules.refusals.tooMany)));
    parser.on('fieldsLimit', () => stop(apiError(413, 'PAYLOAD_TOO_LARGE', 'UPLOAD_TOO_MANY_FIELDS')));
    parser.on('error', () => stop(apiError(400, 'BAD_REQUEST', 'UPLOAD_UNREADABLE')));
    parser.on('close', () => {
      void Promise.all(pending).then(
        () => {
          if (failure) return;
          if (!files.length)
            return stop(
              apiError(400, 'VALIDATION_ERROR', rules.refusals.missing, {
                errors: [{ field: rules.field, message: REFUSALS[rules.refusals.missing] }],
              }),
            );
          resolve({ fields, fieldLists, files });
        },
        () => {},
      );
    });
    // A client that goes away mid-upload leaves no files behind.
    req.once('close', () => {
      if (!req.complete) stop(apiError(400, 'BAD_REQUEST', 'UPLOAD_INTERRUPTED'));
    });
    req.pipe(parser);
  });
}
